import { enums, optional, string } from 'superstruct';
import type { ApiCallName } from '../../core/api/apiCallName.ts';
import { billingFrequenciesResponse } from '../../core/api/billingFrequenciesResponse.ts';
import { checkAddressesRequest, checkAddressesResponse } from '../../core/api/checkAddresses.ts';
import { checkIbanSwiftRequest } from '../../core/api/checkIbanSwift.ts';
import { configurationResponse } from '../../core/api/configurationResponse.ts';
import { connectUserRequest, connectUserResult } from '../../core/api/connectUser.ts';
import { countryMap } from '../../core/api/entities/countryMap.ts';
import { createOrderResponse } from '../../core/api/entities/createOrderResponse.ts';
import { ibanResult } from '../../core/api/entities/ibanResult.ts';
import { orderRequest } from '../../core/api/entities/orderRequest.ts';
import { priceResult } from '../../core/api/entities/priceResult.ts';
import { uploadResponse } from '../../core/api/entities/uploadResponse.ts';
import { initialFormDataResponse } from '../../core/api/initialFormData.ts';
import { isLoggedInResponse } from '../../core/api/isLoggedIn.ts';
import { logoutResponse } from '../../core/api/logoutResponse.ts';
import { paymentMethodsResponse } from '../../core/api/paymentMethodsResponse.ts';
import { cardOneOffResult, cardResult, paymentInitRequest, paymentInitResponse, payPalResult } from '../../core/api/paymentService.ts';
import { priceForDateRequest } from '../../core/api/priceForDate.ts';
import { priceWithDeliveryDateRequest, priceWithDeliveryDateResponse } from '../../core/api/priceWithDeliveryDate.ts';
import { jsonBody as json } from './CallDescription.ts';
import type { CallDescription } from './CallDescription.ts';

const paymentInit = (summary: string): CallDescription => ({ summary, request: json(paymentInitRequest), response: json(paymentInitResponse) });
const paymentResultQuery = { processId: string(), serviceTicket: string() };

/**
 * The reader's calls (funnel.md section 7, platform.md section 7) with the structs `createApiClient` checks their
 * bodies and answers with; keyed by the route table, so a new route does not compile until it is described here.
 */
export const readerCalls: Readonly<Record<ApiCallName, CallDescription>> = {
  initialFormData: {
    summary: 'The campaign, its form data and the form token, by campaign (wa) or offer (oid).',
    query: { wa: optional(string()), oid: optional(string()), preview: optional(enums(['true'])) },
    response: json(initialFormDataResponse),
  },
  checkAddresses: { summary: 'Checks the addresses for a campaign.', request: json(checkAddressesRequest), response: json(checkAddressesResponse) },
  priceWithDeliveryDate: {
    summary: 'The price at the earliest start date, the delivery date info and the release calendar.',
    request: json(priceWithDeliveryDateRequest),
    response: json(priceWithDeliveryDateResponse),
  },
  priceForDate: { summary: 'The price for a chosen start date.', request: json(priceForDateRequest), response: json(priceResult) },
  createOrder: { summary: 'Creates the order; idempotent on paymentUniqueId.', request: json(orderRequest), response: json(createOrderResponse) },
  countries: { summary: 'The countries the campaign delivers to.', response: json(countryMap) },
  paymentMethods: { summary: 'The payment method keys of the campaign in a country.', response: json(paymentMethodsResponse) },
  checkIbanSwift: { summary: 'Checks an IBAN (and SWIFT).', request: json(checkIbanSwiftRequest), response: json(ibanResult) },
  uploadStudentEnrollmentCertificate: {
    summary: 'Uploads the enrolment certificate; 400, 413 and 500 answer the same body with their result code.',
    request: { kind: 'multipart', field: 'imageFile' },
    response: json(uploadResponse),
  },
  isLoggedIn: {
    summary: 'Whether a reader (or, with mode internal, staff) is logged in, with the login URL.',
    query: { loginRequired: enums(['true', 'false']), authScreen: optional(string()), mode: optional(enums(['internal'])) },
    response: json(isLoggedInResponse),
  },
  connectUser: { summary: 'Links a customer number to the login (result code as JSON string or plain text).', request: json(connectUserRequest), response: json(connectUserResult) },
  logout: { summary: 'Ends the reader session; answers where to go.', response: json(logoutResponse) },
  getStoredData: { summary: 'The stored (compressed) state of the form token.', response: { kind: 'text' } },
  postStoredData: { summary: 'Stores the (compressed) state of the form token.', request: { kind: 'text' }, status: 204 },
  creditCardCheckInit: paymentInit('Starts a card check on the provider page.'),
  creditCardCheckResult: { summary: 'The card check result.', query: paymentResultQuery, response: json(cardResult) },
  cardAgreementInit: paymentInit('Starts a card billing agreement.'),
  cardAgreementResult: { summary: 'The card agreement result.', query: paymentResultQuery, response: json(cardResult) },
  cardOneOffInit: paymentInit('Starts a card one-off payment (amount computed from pricing).'),
  cardOneOffResult: { summary: 'The card one-off payment result.', query: paymentResultQuery, response: json(cardOneOffResult) },
  payPalAgreementInit: paymentInit('Starts a PayPal billing agreement.'),
  payPalAgreementResult: { summary: 'The PayPal agreement result.', query: paymentResultQuery, response: json(payPalResult) },
  configuration: { summary: 'The tenant configuration.', response: json(configurationResponse) },
  billingFrequencies: { summary: 'The billing frequencies of a campaign and payment method.', response: json(billingFrequenciesResponse) },
};
