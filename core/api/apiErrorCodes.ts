import type { ApiCallName } from './apiCallName.ts';
import { apiRoutes } from './apiRoutes.ts';

/** An error answer of a call: HTTP status and the `error` code of its JSON body, e.g. `402 PAYMENT_NOT_APPROVED`. */
export type ApiErrorCode = `${number} ${string}`;

/** What every call with `osc-tenant` may answer. */
const tenantCodes: readonly ApiErrorCode[] = ['400 UNSUPPORTED_TENANT'];
/** What every call with the form token may answer (sandbox/README.md, "Rules the server enforces"). */
const tokenCodes: readonly ApiErrorCode[] = ['401 TOKEN_MISSING', '401 TOKEN_EXPIRED', '403 TOKEN_INVALID', '403 TOKEN_MISMATCH'];
/** What every call with a JSON body may answer. */
const bodyCodes: readonly ApiErrorCode[] = ['400 INVALID_BODY', '400 INVALID_JSON', '400 JSON_TOO_DEEP', '413 PAYLOAD_TOO_LARGE'];
const campaignCodes: readonly ApiErrorCode[] = ['404 CAMPAIGN_NOT_FOUND'];
/** What a call carrying a voucher code may answer (docs/vouchers.md, "Voucher codes"). */
const voucherCodes: readonly ApiErrorCode[] = [
  '400 VOUCHER_NOT_OFFERED',
  '404 VOUCHER_UNKNOWN',
  '409 VOUCHER_NOT_FOR_CAMPAIGN',
  '409 VOUCHER_USED_UP',
  '410 VOUCHER_EXPIRED',
];
const paymentInitCodes: readonly ApiErrorCode[] = [...campaignCodes, '400 INVALID_RETURN_URL', '403 PREVIEW_ORDER_REFUSED'];
const paymentResultCodes: readonly ApiErrorCode[] = ['403 INVALID_SERVICE_TICKET', '403 PROCESS_OF_ANOTHER_ORDER', '404 UNKNOWN_PROCESS', '409 PROCESS_NOT_COMPLETED'];

/**
 * The error codes of each call beyond those its route's headers and body bring (docs/contract.md, "The back-end contract"):
 * the one table the contract's `responses` come from. A back end may answer other statuses (500) but no other code
 * for these statuses.
 */
const callCodes: Readonly<Record<ApiCallName, readonly ApiErrorCode[]>> = {
  initialFormData: ['400 INVALID_QUERY'],
  checkAddresses: campaignCodes,
  priceWithDeliveryDate: [...campaignCodes, ...voucherCodes, '429 TOO_MANY_VOUCHER_CHECKS'],
  priceForDate: [...campaignCodes, ...voucherCodes, '429 TOO_MANY_VOUCHER_CHECKS'],
  createOrder: [
    ...campaignCodes,
    ...voucherCodes,
    '400 ORDER_INVALID',
    '402 PAYMENT_NOT_APPROVED',
    '403 GP_LOCKED',
    '403 PROCESS_OF_ANOTHER_ORDER',
    '403 PREVIEW_ORDER_REFUSED',
    '409 ORDER_EXISTS',
    '409 TRIAL_EXPIRED',
    '409 PAYMENT_UNIQUE_ID_USED',
    '409 PAYMENT_PROCESS_USED',
    '409 PAYMENT_AMOUNT_MISMATCH',
  ],
  countries: campaignCodes,
  paymentMethods: campaignCodes,
  checkIbanSwift: [],
  uploadStudentEnrollmentCertificate: ['413 UPLOAD_QUOTA_EXCEEDED', '429 TOO_MANY_UPLOADS'],
  isLoggedIn: ['400 INVALID_REDIRECT_PATH'],
  connectUser: ['401 NOT_LOGGED_IN', '429 TOO_MANY_ATTEMPTS'],
  logout: ['403 CROSS_ORIGIN_REFUSED'],
  getStoredData: ['404 NO_STORED_DATA'],
  postStoredData: ['400 INVALID_BODY', '400 INVALID_STORED_STATE', '413 PAYLOAD_TOO_LARGE'],
  creditCardCheckInit: paymentInitCodes,
  creditCardCheckResult: paymentResultCodes,
  cardAgreementInit: paymentInitCodes,
  cardAgreementResult: paymentResultCodes,
  cardOneOffInit: paymentInitCodes,
  cardOneOffResult: paymentResultCodes,
  payPalAgreementInit: paymentInitCodes,
  payPalAgreementResult: paymentResultCodes,
  configuration: [],
  billingFrequencies: campaignCodes,
  voucherCheck: [...campaignCodes, ...voucherCodes, '429 TOO_MANY_VOUCHER_CHECKS'],
};

/** Every error code a call may answer: those of its headers, of a JSON body, and its own; sorted by status. */
export function apiErrorCodesOf(call: ApiCallName): readonly ApiErrorCode[] {
  const route = apiRoutes[call];
  const jsonBody = route.method === 'POST' && call !== 'postStoredData' && call !== 'uploadStudentEnrollmentCertificate';
  const codes = new Set<ApiErrorCode>([
    ...(route.tenantHeader ? tenantCodes : []),
    ...(route.tokenHeader ? tokenCodes : []),
    ...(jsonBody ? bodyCodes : []),
    ...callCodes[call],
  ]);
  return [...codes].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}
