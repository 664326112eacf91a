import { object, size, string } from 'superstruct';

const text = () => size(string(), 1, 2000);

/**
 * The tenant-content blocks of platform.md section 3, as i18next namespaces.
 * Every key is required so that a tenant cannot ship a page with a missing sentence.
 * Values are plain text (rendered as text, never HTML); `{{name}}` marks an i18next interpolation.
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
  payment: object({
    intro: text(),
    sepaMandate: text(),
    invoiceHint: text(),
  }),
  verification: object({
    intro: text(),
    termAndCancellation: text(),
  }),
  success: object({
    headline: text(),
    text: text(),
    startDate: text(),
    registrationIncentive: text(),
    registerButton: text(),
    articleLink: text(),
    startPageLink: text(),
    contactIntro: text(),
    existingCustomerHint: text(),
    /** The name of the digital product and its app, e.g. 'SZ Plus' (the success page's next steps). */
    digitalProduct: text(),
  }),
  orderExists: object({
    headline: text(),
    text: text(),
    startLink: text(),
    articleLink: text(),
    otherEdition: string(),
  }),
  followUpOffer: object({
    headline: text(),
    text: text(),
    confirm: text(),
    cancel: text(),
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
  youngAdultSubscriptionForm: object({
    headline: text(),
    intro: text(),
    birthDateLabel: text(),
    idCardHint: text(),
    tooYoung: text(),
    tooYoungHint: text(),
    tooOld: text(),
    idError: text(),
    dateMatchError: text(),
    exampleImageAlt: text(),
  }),
  gpLocked: object({
    headline: text(),
    text: text(),
  }),
});
