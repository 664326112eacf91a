import { object, size, string } from 'superstruct';

/** A tenant text: plain text (rendered as text, never HTML) in which `{{name}}` marks an i18next interpolation. */
export const tenantText = () => size(string(), 1, 2000);
const text = tenantText;

/**
 * The tenant-content blocks of platform.md section 3 that the Start route and the eager error pages
 * show, as i18next namespaces. Every key is required so that a tenant cannot ship a page with a
 * missing sentence. The blocks of later pages are `tenantPageTextsSchema`, loaded on demand.
 */
export const tenantTextsSchema = object({
  start: object({
    headlineDigital: text(),
    headlinePrint: text(),
    headlineMagazine: text(),
    yourData: text(),
    customerNumberChoice: text(),
    loginPrompt: text(),
    loginButton: text(),
    registerButton: text(),
    orderDetails: text(),
  }),
  modals: object({
    browserBackHeadline: text(),
    browserBackText: text(),
    browserBackHomeLink: text(),
    browserBackAccountLink: text(),
    registrationMandatoryHeadline: text(),
    registrationMandatoryText: text(),
    subTitleHeadline: text(),
    subTitleFallbackText: text(),
    subTitleChangeTenant: text(),
    subTitleCancel: text(),
  }),
  customerNumberForm: object({
    headline: text(),
    intro: text(),
    gpNrLabel: text(),
    gpNrHint: text(),
    nameLabel: text(),
    terms: text(),
    submit: text(),
    success: text(),
    wrongNumber: text(),
    hasSuid: text(),
    error: text(),
    locked: text(),
    addressBlockTitle: text(),
  }),
  error: object({
    headline: text(),
    text: text(),
    otherOffersLink: text(),
  }),
  productUnavailable: object({
    headline: text(),
    text: text(),
    otherOffersLink: text(),
  }),
  trialExpired: object({
    headlineDigital: text(),
    textDigital: text(),
    headlinePrint: text(),
    textPrint: text(),
    otherOffersLink: text(),
  }),
  legal: object({
    imprint: text(),
    privacy: text(),
    accessibility: text(),
    operatorDetails: text(),
    cancellation: text(),
    privacySettings: text(),
    operatorDetailsText: text(),
  }),
  advertisingConsent: object({
    intro: text(),
    mail: text(),
    phone: text(),
  }),
});
