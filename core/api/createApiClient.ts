import ky from 'ky';
import { is } from 'superstruct';
import type { Struct } from 'superstruct';
import type { ApiCallName } from './apiCallName.ts';
import { apiCallError } from './apiCallError.ts';
import { apiCallSchemas as schemas } from './apiCallSchemas.ts';
import { apiRoutes } from './apiRoutes.ts';
import { checkRequestBody, checkResponseBody } from './checkCallBody.ts';
import { fillPath } from './fillPath.ts';
import { parseBody } from './parseBody.ts';
import { transportFailure } from './transportFailure.ts';
import type { BillingFrequenciesResponse } from './billingFrequenciesResponse.ts';
import type { CheckAddressesRequest, CheckAddressesResponse } from './checkAddresses.ts';
import type { CheckIbanSwiftRequest } from './checkIbanSwift.ts';
import type { ConfigurationResponse } from './configurationResponse.ts';
import type { ConnectUserRequest, ConnectUserResult } from './connectUser.ts';
import type { CountryMap } from './entities/countryMap.ts';
import type { CreateOrderResponse } from './entities/createOrderResponse.ts';
import type { FormToken } from './entities/formToken.ts';
import type { IbanResult } from './entities/ibanResult.ts';
import type { OrderRequest } from './entities/orderRequest.ts';
import type { PriceResult } from './entities/priceResult.ts';
import type { UploadResponse } from './entities/uploadResponse.ts';
import type { InitialFormDataResponse } from './initialFormData.ts';
import type { IsLoggedInResponse } from './isLoggedIn.ts';
import type { LogoutResponse } from './logoutResponse.ts';
import type { PaymentMethodsResponse } from './paymentMethodsResponse.ts';
import type { PriceForDateRequest } from './priceForDate.ts';
import type { CardOneOffResult, CardResult, PaymentInitRequest, PaymentInitResponse, PayPalResult } from './paymentService.ts';
import type { PriceWithDeliveryDateRequest, PriceWithDeliveryDateResponse } from './priceWithDeliveryDate.ts';
import type { VoucherCheckRequest, VoucherCheckResponse } from './voucherCheck.ts';

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Base of every path, `/api` by default; a deployment points it at the real services. */
  readonly baseUrl?: string;
  /** Sent as `osc-tenant` on order-service calls. */
  readonly tenantKey: string;
  /** The current form token, sent as JSON text in the `token` header where the call needs it. */
  readonly getToken: () => FormToken | undefined;
  /** Per-call time-out in milliseconds, 30 000 by default. */
  readonly timeoutMs?: number;
  /** A fetch to use instead of the global one (tests, instrumentation). */
  readonly fetch?: typeof fetch;
}

/** The outcome of an upload the student plugin maps to its messages (HTTP 200, 400, 413, 500). */
export interface UploadOutcome {
  readonly httpStatus: number;
  /** The parsed body; undefined when the answer had none that fits the upload schema. */
  readonly response: UploadResponse | undefined;
}

/** The HTTP statuses of an upload whose answer the caller interprets rather than failing. */
const uploadStatuses = new Set([200, 400, 413, 500]);

/**
 * The typed client of the contract: one method per call of funnel.md section 7 and platform.md
 * section 7. Every request body is reduced to its schema's known fields and checked, every answer
 * is checked against its schema; any failure throws an {@link ApiCallError}.
 */
export interface ApiClient {
  /** The spec's query is `wa` or `oid` only; a confirmed follow-up offer is the front end's own flag. */
  /** `preview: 'true'` asks for the staff preview; the server grants it only to staff of the tenant. */
  initialFormData(query: ({ wa: string } | { oid: string }) & { preview?: string }): Promise<InitialFormDataResponse>;
  checkAddresses(body: CheckAddressesRequest): Promise<CheckAddressesResponse>;
  priceWithDeliveryDate(salesCampaignId: string, body: PriceWithDeliveryDateRequest): Promise<PriceWithDeliveryDateResponse>;
  priceForDate(salesCampaignId: string, body: PriceForDateRequest): Promise<PriceResult>;
  createOrder(body: OrderRequest): Promise<CreateOrderResponse>;
  countries(salesCampaignId: string): Promise<CountryMap>;
  paymentMethods(salesCampaignId: string, countryCode: string): Promise<PaymentMethodsResponse>;
  checkIbanSwift(body: CheckIbanSwiftRequest): Promise<IbanResult>;
  /** A code's terms (docs/vouchers.md "Voucher codes"); a refused code throws with the service's status and `error`. */
  voucherCheck(body: VoucherCheckRequest): Promise<VoucherCheckResponse>;
  /** Throws only for statuses other than 200, 400, 413 and 500, time-outs and network failures. */
  uploadStudentEnrollmentCertificate(file: Blob, fileName: string): Promise<UploadOutcome>;
  isLoggedIn(redirectPath: string, query: { loginRequired: boolean; authScreen?: string }): Promise<IsLoggedInResponse>;
  connectUser(body: ConnectUserRequest): Promise<ConnectUserResult>;
  logout(): Promise<LogoutResponse>;
  /** The stored (compressed) state for the current form token; undefined when none is stored. */
  getStoredData(): Promise<string | undefined>;
  postStoredData(state: string): Promise<void>;
  configuration(): Promise<ConfigurationResponse>;
  /** Payment service (platform.md section 7): each init answers where the browser goes and the process to ask about. */
  creditCardCheckInit(body: PaymentInitRequest): Promise<PaymentInitResponse>;
  cardAgreementInit(body: PaymentInitRequest): Promise<PaymentInitResponse>;
  cardOneOffInit(body: PaymentInitRequest): Promise<PaymentInitResponse>;
  payPalAgreementInit(body: PaymentInitRequest): Promise<PaymentInitResponse>;
  /** Payment results, asked with the process id and the service ticket the provider sent back. */
  creditCardCheckResult(query: PaymentResultQuery): Promise<CardResult>;
  cardAgreementResult(query: PaymentResultQuery): Promise<CardResult>;
  cardOneOffResult(query: PaymentResultQuery): Promise<CardOneOffResult>;
  payPalAgreementResult(query: PaymentResultQuery): Promise<PayPalResult>;
  billingFrequencies(salesCampaignId: string, paymentMethod: string): Promise<BillingFrequenciesResponse>;
}

/** The query of a payment result call. */
export interface PaymentResultQuery {
  readonly processId: string;
  readonly serviceTicket: string;
}

interface CallInput {
  readonly pathParams?: Record<string, string>;
  // ky leaves undefined values out of the query.
  readonly searchParams?: Record<string, string | undefined>;
  readonly json?: unknown;
  readonly body?: BodyInit;
}

interface RawAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly text: string;
}

const paymentSchemas = () => import('./paymentService.ts');
// Only tenants whose plugin redeems codes call it, so its schemas load with the first check.
const voucherSchemas = () => import('./voucherCheck.ts');

/** The key under which the page's early-requests script (cli/renderEarlyRequestsScript.ts) leaves a call's answer. */
function earlyRequestKey(baseUrl: string, path: string, input: Pick<CallInput, 'pathParams' | 'searchParams'>, tenantHeader = ''): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.searchParams ?? {})) if (value !== undefined) query.set(name, String(value));
  const search = query.toString();
  return `${tenantHeader} ${baseUrl}/${fillPath(path, input.pathParams)}${search ? `?${search}` : ''}`;
}

/** Takes (once) the answer the early-requests script started for this key, if any. */
function takeEarlyAnswer(key: string): Promise<RawAnswer> | undefined {
  const answers = (globalThis as { __aboflowEarly?: Record<string, Promise<RawAnswer> | undefined> }).__aboflowEarly;
  const answer = answers?.[key];
  if (answer) delete answers[key];
  return answer;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Creates the typed API client (see {@link ApiClient}). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  const timeout = options.timeoutMs ?? 30_000;
  const http = ky.create({
    prefix: baseUrl,
    timeout,
    retry: 0,
    // An answer of the API is never one to reuse, and a request the cache lets wait behind a hung one of the same URL
    // (the early request of the page after a time-out) would hang the reader's retry.
    cache: 'no-store',
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function send(call: ApiCallName, input: CallInput = {}): Promise<RawAnswer> {
    const route = apiRoutes[call];
    const headers: Record<string, string> = {};
    if (route.tenantHeader) headers['osc-tenant'] = options.tenantKey;
    const token = route.tokenHeader ? options.getToken() : undefined;
    if (token) headers.token = JSON.stringify(token);
    const early =
      route.method === 'GET'
        ? takeEarlyAnswer(
            `${earlyRequestKey(baseUrl, route.path, input, headers['osc-tenant'])}${headers.token ? ` ${headers.token}` : ''}`,
          )
        : undefined;
    if (early) {
      // Started by the page before the app booted; a failed one is simply made again.
      const answer = await withTimeout(early, timeout).catch(() => undefined);
      if (answer) return answer;
    }
    try {
      const response = await http(fillPath(route.path, input.pathParams), {
        method: route.method,
        headers,
        ...(input.searchParams ? { searchParams: input.searchParams } : {}),
        ...(input.json === undefined ? {} : { json: input.json }),
        ...(input.body === undefined ? {} : { body: input.body }),
      });
      return { status: response.status, ok: response.ok, text: await response.text() };
    } catch (cause) {
      throw transportFailure(call, cause, timeout);
    }
  }

  async function callJson<T>(call: ApiCallName, struct: Struct<T, unknown>, input: CallInput = {}): Promise<T> {
    const answer = await send(call, input);
    const body = parseBody(answer.text);
    if (!answer.ok) throw apiCallError(call, 'http', { status: answer.status, body });
    return checkResponseBody(call, body, struct);
  }

  async function callJsonWithBody<T, R>(
    call: ApiCallName,
    requestStruct: Struct<R, unknown>,
    value: R,
    struct: Struct<T, unknown>,
    pathParams?: Record<string, string>,
  ): Promise<T> {
    const json = checkRequestBody(call, value, requestStruct);
    return callJson(call, struct, pathParams ? { json, pathParams } : { json });
  }

  return {
    initialFormData: (query) => callJson('initialFormData', schemas.initialFormData.response, { searchParams: query }),
    checkAddresses: (body) => callJsonWithBody('checkAddresses', schemas.checkAddresses.request, body, schemas.checkAddresses.response),
    priceWithDeliveryDate: (salesCampaignId, body) =>
      callJsonWithBody('priceWithDeliveryDate', schemas.priceWithDeliveryDate.request, body, schemas.priceWithDeliveryDate.response, {
        salesCampaignId,
      }),
    priceForDate: (salesCampaignId, body) =>
      callJsonWithBody('priceForDate', schemas.priceForDate.request, body, schemas.priceForDate.response, { salesCampaignId }),
    createOrder: (body) => callJsonWithBody('createOrder', schemas.createOrder.request, body, schemas.createOrder.response),
    countries: (salesCampaignId) => callJson('countries', schemas.countries.response, { pathParams: { salesCampaignId } }),
    paymentMethods: (salesCampaignId, countryCode) =>
      callJson('paymentMethods', schemas.paymentMethods.response, { pathParams: { salesCampaignId, countryCode } }),
    checkIbanSwift: (body) => callJsonWithBody('checkIbanSwift', schemas.checkIbanSwift.request, body, schemas.checkIbanSwift.response),
    voucherCheck: async (body) => {
      const { voucherCheck: call } = (await voucherSchemas()).voucherCallSchemas;
      return callJsonWithBody('voucherCheck', call.request, body, call.response);
    },

    async uploadStudentEnrollmentCertificate(file, fileName) {
      const form = new FormData();
      form.append('imageFile', file, fileName);
      const answer = await send('uploadStudentEnrollmentCertificate', { body: form });
      const body = parseBody(answer.text);
      if (!uploadStatuses.has(answer.status)) {
        throw apiCallError('uploadStudentEnrollmentCertificate', 'http', { status: answer.status, body });
      }
      if (answer.ok)
        return {
          httpStatus: answer.status,
          response: checkResponseBody('uploadStudentEnrollmentCertificate', body, schemas.uploadStudentEnrollmentCertificate.response),
        };
      return { httpStatus: answer.status, response: is(body, schemas.uploadStudentEnrollmentCertificate.response) ? body : undefined };
    },

    isLoggedIn: (redirectPath, query) =>
      callJson('isLoggedIn', schemas.isLoggedIn.response, {
        pathParams: { redirectPath },
        searchParams: { loginRequired: String(query.loginRequired), authScreen: query.authScreen ?? 'default' },
      }),

    async connectUser(body) {
      const json = checkRequestBody('connectUser', body, schemas.connectUser.request);
      const answer = await send('connectUser', { json });
      const parsed = parseBody(answer.text);
      if (!answer.ok) throw apiCallError('connectUser', 'http', { status: answer.status, body: parsed });
      // the result code may come as plain text or as a JSON string
      return checkResponseBody('connectUser', typeof parsed === 'string' ? parsed.trim() : parsed, schemas.connectUser.response);
    },

    logout: () => callJson('logout', schemas.logout.response),

    async getStoredData() {
      const answer = await send('getStoredData');
      if (answer.status === 404) return undefined;
      if (!answer.ok) throw apiCallError('getStoredData', 'http', { status: answer.status, body: parseBody(answer.text) });
      return answer.text;
    },

    async postStoredData(state) {
      const text = checkRequestBody('postStoredData', state, schemas.postStoredData.request);
      const answer = await send('postStoredData', { body: text });
      if (!answer.ok) throw apiCallError('postStoredData', 'http', { status: answer.status, body: parseBody(answer.text) });
    },

    configuration: () => callJson('configuration', schemas.configuration.response),
    // The payment service's schemas load with the first payment call, not with the Start page.
    creditCardCheckInit: async (body) => {
      const { creditCardCheckInit: call } = (await paymentSchemas()).paymentCallSchemas;
      return callJsonWithBody('creditCardCheckInit', call.request, body, call.response);
    },
    cardAgreementInit: async (body) => {
      const { cardAgreementInit: call } = (await paymentSchemas()).paymentCallSchemas;
      return callJsonWithBody('cardAgreementInit', call.request, body, call.response);
    },
    cardOneOffInit: async (body) => {
      const { cardOneOffInit: call } = (await paymentSchemas()).paymentCallSchemas;
      return callJsonWithBody('cardOneOffInit', call.request, body, call.response);
    },
    payPalAgreementInit: async (body) => {
      const { payPalAgreementInit: call } = (await paymentSchemas()).paymentCallSchemas;
      return callJsonWithBody('payPalAgreementInit', call.request, body, call.response);
    },
    creditCardCheckResult: async (query) =>
      callJson('creditCardCheckResult', (await paymentSchemas()).paymentCallSchemas.creditCardCheckResult.response, {
        searchParams: { ...query },
      }),
    cardAgreementResult: async (query) =>
      callJson('cardAgreementResult', (await paymentSchemas()).paymentCallSchemas.cardAgreementResult.response, {
        searchParams: { ...query },
      }),
    cardOneOffResult: async (query) =>
      callJson('cardOneOffResult', (await paymentSchemas()).paymentCallSchemas.cardOneOffResult.response, { searchParams: { ...query } }),
    payPalAgreementResult: async (query) =>
      callJson('payPalAgreementResult', (await paymentSchemas()).paymentCallSchemas.payPalAgreementResult.response, {
        searchParams: { ...query },
      }),
    billingFrequencies: (salesCampaignId, paymentMethod) =>
      callJson('billingFrequencies', schemas.billingFrequencies.response, { pathParams: { salesCampaignId, paymentMethod } }),
  };
}
