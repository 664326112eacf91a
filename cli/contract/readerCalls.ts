import { enums, optional, string } from 'superstruct';
import type { ApiCallName } from '../../core/api/apiCallName.ts';
import type { CallDescription } from './CallDescription.ts';

const paymentResultQuery = { processId: string(), serviceTicket: string() };

/**
 * What the contract says of each reader call (funnel.md section 7, platform.md section 7) beyond its route and its
 * JSON structs (`apiCallSchemas`, `paymentCallSchemas`): a summary, the query, a success status other than 200, and
 * bodies that are not JSON. Keyed by the route table, so a new route does not compile until it is described here.
 */
export const readerCalls: Readonly<Record<ApiCallName, CallDescription>> = {
  initialFormData: {
    summary: 'The campaign, its form data and the form token, by campaign (wa) or offer (oid).',
    query: { wa: optional(string()), oid: optional(string()), preview: optional(enums(['true'])) },
  },
  checkAddresses: { summary: 'Checks the addresses for a campaign.' },
  priceWithDeliveryDate: { summary: 'The price at the earliest start date, the delivery date info and the release calendar.' },
  priceForDate: { summary: 'The price for a chosen start date.' },
  createOrder: { summary: 'Creates the order; idempotent on paymentUniqueId.' },
  countries: { summary: 'The countries the campaign delivers to.' },
  paymentMethods: { summary: 'The payment method keys of the campaign in a country.' },
  checkIbanSwift: { summary: 'Checks an IBAN (and SWIFT).' },
  uploadStudentEnrollmentCertificate: {
    summary: 'Uploads the enrolment certificate; 400, 413 and 500 answer the same body with their result code.',
    request: { kind: 'multipart', field: 'imageFile' },
  },
  isLoggedIn: {
    summary: 'Whether a reader (or, with mode internal, staff) is logged in, with the login URL.',
    query: { loginRequired: enums(['true', 'false']), authScreen: optional(string()), mode: optional(enums(['internal'])) },
  },
  connectUser: { summary: 'Links a customer number to the login (result code as JSON string or plain text).' },
  logout: { summary: 'Ends the reader session; answers where to go.' },
  getStoredData: { summary: 'The stored (compressed) state of the form token.', response: { kind: 'text' } },
  postStoredData: { summary: 'Stores the (compressed) state of the form token.', request: { kind: 'text' }, status: 204 },
  creditCardCheckInit: { summary: 'Starts a card check on the provider page.' },
  creditCardCheckResult: { summary: 'The card check result.', query: paymentResultQuery },
  cardAgreementInit: { summary: 'Starts a card billing agreement.' },
  cardAgreementResult: { summary: 'The card agreement result.', query: paymentResultQuery },
  cardOneOffInit: { summary: 'Starts a card one-off payment (amount computed from pricing).' },
  cardOneOffResult: { summary: 'The card one-off payment result.', query: paymentResultQuery },
  payPalAgreementInit: { summary: 'Starts a PayPal billing agreement.' },
  payPalAgreementResult: { summary: 'The PayPal agreement result.', query: paymentResultQuery },
  configuration: { summary: 'The tenant configuration.' },
  billingFrequencies: { summary: 'The billing frequencies of a campaign and payment method.' },
  voucherCheck: { summary: 'The terms of a voucher code for a campaign (docs/vouchers.md, "Voucher codes"); failed checks are limited per form token and client address.' },
};
