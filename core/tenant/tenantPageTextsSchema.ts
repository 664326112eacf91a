import { object, string } from 'superstruct';
import { tenantText } from './tenantTextsSchema.ts';

/**
 * The tenant-content blocks of the pages after Start (payment, check, success, OrderExists,
 * FollowUpOffer, GpLocked) as i18next namespaces. A tenant gives them through `pageTexts`, a loader
 * the app calls after the first paint, so their wording never weighs on the Start route.
 */
export const tenantPageTextsSchema = object({
  payment: object({
    intro: tenantText(),
    sepaMandate: tenantText(),
    invoiceHint: tenantText(),
  }),
  verification: object({
    intro: tenantText(),
    termAndCancellation: tenantText(),
  }),
  success: object({
    headline: tenantText(),
    text: tenantText(),
    startDate: tenantText(),
    registrationIncentive: tenantText(),
    registerButton: tenantText(),
    articleLink: tenantText(),
    startPageLink: tenantText(),
    contactIntro: tenantText(),
    existingCustomerHint: tenantText(),
    /** The name of the digital product and its app, e.g. 'SZ Plus' (the success page's next steps). */
    digitalProduct: tenantText(),
  }),
  orderExists: object({
    headline: tenantText(),
    text: tenantText(),
    startLink: tenantText(),
    articleLink: tenantText(),
    otherEdition: string(),
  }),
  followUpOffer: object({
    headline: tenantText(),
    text: tenantText(),
    confirm: tenantText(),
    cancel: tenantText(),
  }),
  gpLocked: object({
    headline: tenantText(),
    text: tenantText(),
  }),
});
