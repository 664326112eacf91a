/** How one call of the contract is reached; `{name}` in the path is a path parameter. */
export interface ApiRoute {
  readonly method: 'GET' | 'POST';
  /** Path below the API base (`/api`), without a leading slash. */
  readonly path: string;
  /** Sends the tenant key in the `osc-tenant` header (order-service, payment-service and configuration calls). */
  readonly tenantHeader: boolean;
  /** Sends the form token as JSON text in the `token` header; the service refuses the call without it. */
  readonly tokenHeader: boolean;
}

/**
 * Every call of the contract (funnel.md section 7, platform.md section 7) by the name the client
 * method and the sandbox's fault injection use. The client and the sandbox both read this table,
 * so paths, methods and headers are written once.
 */
export const apiRoutes = {
  initialFormData: { method: 'GET', path: 'order-service/v1/order/initialFormData', tenantHeader: true, tokenHeader: false },
  checkAddresses: { method: 'POST', path: 'order-service/v1/order/checkAddresses', tenantHeader: true, tokenHeader: true },
  priceWithDeliveryDate: { method: 'POST', path: 'order-service/v1/priceWithDeliveryDate/{salesCampaignId}', tenantHeader: true, tokenHeader: true },
  priceForDate: { method: 'POST', path: 'order-service/v1/priceForDate/{salesCampaignId}', tenantHeader: true, tokenHeader: true },
  createOrder: { method: 'POST', path: 'order-service/v1/order/create', tenantHeader: true, tokenHeader: true },
  countries: { method: 'GET', path: 'order-service/v1/order/countries/{salesCampaignId}', tenantHeader: true, tokenHeader: true },
  paymentMethods: { method: 'GET', path: 'order-service/v1/order/paymentmethods/{salesCampaignId}/{countryCode}', tenantHeader: true, tokenHeader: true },
  checkIbanSwift: { method: 'POST', path: 'order-service/v1/order/checkIbanSwift', tenantHeader: true, tokenHeader: true },
  voucherCheck: { method: 'POST', path: 'order-service/v1/voucher/check', tenantHeader: true, tokenHeader: true },
  uploadStudentEnrollmentCertificate: { method: 'POST', path: 'order-service/v1/studentEnrollmentCertificate', tenantHeader: true, tokenHeader: true },
  isLoggedIn: { method: 'GET', path: 'isLoggedIn/{redirectPath}', tenantHeader: false, tokenHeader: false },
  connectUser: { method: 'POST', path: 'gp-service/v1/connectUser', tenantHeader: false, tokenHeader: false },
  logout: { method: 'GET', path: 'logout', tenantHeader: false, tokenHeader: false },
  getStoredData: { method: 'GET', path: 'storedData', tenantHeader: false, tokenHeader: true },
  postStoredData: { method: 'POST', path: 'storedData', tenantHeader: false, tokenHeader: true },
  creditCardCheckInit: { method: 'POST', path: 'payment-service/v1/creditcard/check/init', tenantHeader: true, tokenHeader: true },
  creditCardCheckResult: { method: 'GET', path: 'payment-service/v1/creditcard/check/result', tenantHeader: true, tokenHeader: true },
  cardAgreementInit: { method: 'POST', path: 'payment-service/v1/creditcard/billingagreement/init', tenantHeader: true, tokenHeader: true },
  cardAgreementResult: { method: 'GET', path: 'payment-service/v1/creditcard/billingagreement/result', tenantHeader: true, tokenHeader: true },
  cardOneOffInit: { method: 'POST', path: 'payment-service/v1/creditcard/oneoffpayment/init', tenantHeader: true, tokenHeader: true },
  cardOneOffResult: { method: 'GET', path: 'payment-service/v1/creditcard/oneoffpayment/result', tenantHeader: true, tokenHeader: true },
  payPalAgreementInit: { method: 'POST', path: 'payment-service/v1/paypal/billingagreement/init', tenantHeader: true, tokenHeader: true },
  payPalAgreementResult: { method: 'GET', path: 'payment-service/v1/paypal/billingagreement/result', tenantHeader: true, tokenHeader: true },
  configuration: { method: 'GET', path: 'customizing-service/v1/configuration', tenantHeader: true, tokenHeader: false },
  billingFrequencies: {
    method: 'GET',
    path: 'customizing-service/v1/salesCampaign/{salesCampaignId}/paymentMethod/{paymentMethod}/billingFrequencies',
    tenantHeader: false,
    tokenHeader: false,
  },
} as const satisfies Record<string, ApiRoute>;
