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
import type { ContractAnswer, ContractCallInput, ContractCallSchemas } from './contractCall.ts';
import type { ConfigurationResponse } from './configurationResponse.ts';
import type { ConnectUserRequest, ConnectUserResult } from './connectUser.ts';
import type { CountryMap } from './entities/countryMap.ts';
import type { CreateOrderResponse } from './entities/createOrderResponse.ts';
import type { FormToken } from './entities/formToken.ts';
import type { IbanResult } from './entities/ibanResult.ts';
import type { OrderRequest } from './entities/orderRequest.ts';
import type { PriceResult } from './entities/priceResult.ts';
import type { InitialFormDataResponse } from './initialFormData.ts';
import type { IsLoggedInResponse } from './isLoggedIn.ts';
import type { LogoutResponse } from './logoutResponse.ts';
import type { PaymentMethodsResponse } from './paymentMethodsResponse.ts';
import type { PriceForDateRequest } from './priceForDate.ts';
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
  /**
   * Told every answer of a GET call under the key the page's early-requests script would leave it under: the Start
   * renderer (`renderStartForReader`) hands the answers it rendered from to the page, which then asks for none again.
   */
  readonly recordAnswer?: (key: string, answer: RawAnswer) => void;
}

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
  isLoggedIn(redirectPath: string, query: { loginRequired: boolean; authScreen?: string }): Promise<IsLoggedInResponse>;
  connectUser(body: ConnectUserRequest): Promise<ConnectUserResult>;
  logout(): Promise<LogoutResponse>;
  /** The stored (compressed) state for the current form token; undefined when none is stored. */
  getStoredData(): Promise<string | undefined>;
  postStoredData(state: string): Promise<void>;
  configuration(): Promise<ConfigurationResponse>;
  billingFrequencies(salesCampaignId: string, paymentMethod: string): Promise<BillingFrequenciesResponse>;
  /**
   * A contract call by its route name (`apiRoutes`), for the calls a plugin makes itself: the route's method, path,
   * `osc-tenant` and `token` headers, the request body checked against `schemas.request` before sending, the answer
   * against `schemas.response`; a non-2xx answer, a time-out, a network failure or a broken body throws the
   * {@link ApiCallError} every other call throws (and the sandbox's faults for the route apply).
   */
  call<T, R = never>(name: ApiCallName, schemas: ContractCallSchemas<T, R>, input?: ContractCallInput<R>): Promise<T>;
  /**
   * As {@link ApiClient.call}, but answers the HTTP statuses in `statuses` to the caller instead of failing: a 2xx
   * one with its checked body, another with its body when that fits `schemas.response`. Other statuses throw.
   */
  callForStatus<T, R = never>(
    name: ApiCallName,
    schemas: ContractCallSchemas<T, R>,
    statuses: readonly number[],
    input?: ContractCallInput<R>,
  ): Promise<ContractAnswer<T>>;
}

type CallInput = ContractCallInput<unknown>;

/** An answer as it came over the wire, before its body is parsed and checked. */
export interface RawAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly text: string;
}

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

/** The input with its JSON body checked against the call's request struct; a JSON body without one is refused unsent. */
function withCheckedJson<R>(name: ApiCallName, request: Struct<R, unknown> | undefined, input: ContractCallInput<R>): CallInput {
  if (input.json === undefined) return input;
  if (!request) throw apiCallError(name, 'schema', { message: 'request: no struct to check the body with' });
  return { ...input, json: checkRequestBody(name, input.json, request) };
}

/** Creates the typed API client (see {@link ApiClient}). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  // The page's keys name the path its own origin serves, whichever origin a server-side client asks.
  const earlyBaseUrl = options.recordAnswer ? '/api' : baseUrl;
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
    const key =
      route.method === 'GET'
        ? `${earlyRequestKey(earlyBaseUrl, route.path, input, headers['osc-tenant'])}${headers.token ? ` ${headers.token}` : ''}`
        : undefined;
    const early = key === undefined ? undefined : takeEarlyAnswer(key);
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
      const answer = { status: response.status, ok: response.ok, text: await response.text() };
      if (key !== undefined) options.recordAnswer?.(key, answer);
      return answer;
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
    billingFrequencies: (salesCampaignId, paymentMethod) =>
      callJson('billingFrequencies', schemas.billingFrequencies.response, { pathParams: { salesCampaignId, paymentMethod } }),
    call: async (name, { request, response }, input = {}) => callJson(name, response, withCheckedJson(name, request, input)),

    async callForStatus(name, { request, response }, statuses, input = {}) {
      const answer = await send(name, withCheckedJson(name, request, input));
      const body = parseBody(answer.text);
      if (!statuses.includes(answer.status)) throw apiCallError(name, 'http', { status: answer.status, body });
      if (answer.ok) return { httpStatus: answer.status, response: checkResponseBody(name, body, response) };
      return { httpStatus: answer.status, response: is(body, response) ? body : undefined };
    },
  };
}
