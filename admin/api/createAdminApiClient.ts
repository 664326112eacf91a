import ky from 'ky';
import type { Struct } from 'superstruct';
import {
  apiCallError,
  apiRoutes,
  checkRequestBody,
  checkResponseBody,
  fillPath,
  isLoggedInResponse,
  parseBody,
  transportFailure,
} from '../../core/index.ts';
import type { IsLoggedInResponse, OrderBonus } from '../../core/index.ts';
import type { AdminData, Link } from './adminData.ts';
import { adminCallSchemas as schemas } from './adminCallSchemas.ts';
import { adminRoutes } from './adminRoutes.ts';
import type { AdminCallName } from './adminRoutes.ts';
import type { AuditEntry } from './auditEntry.ts';
import type { ApprovalChanges, AvailableSalesCampaign } from './availableSalesCampaign.ts';
import type { BonusImageUploadResponse } from './bonusImageUploadResponse.ts';
import type { BonusInput } from './bonusInput.ts';
import type { ComplexBonusInput } from './complexBonusInput.ts';
import type { AdminSalesCampaign, SalesCampaignDetail } from './adminSalesCampaign.ts';
import type { SalesCampaignInput } from './salesCampaignInput.ts';
import type { UserEntry, UserList } from './userList.ts';
import type { VoucherEntry } from './voucherEntry.ts';
import type { VoucherInput } from './voucherInput.ts';

/** A call of the admin client: the admin routes plus the internal login check. */
type AdminClientCallName = AdminCallName | 'isLoggedIn';

/** Options of {@link createAdminApiClient}. */
export interface AdminApiClientOptions {
  /** Base of every path, `/api` by default. */
  readonly baseUrl?: string;
  /** The tenant whose admin area this is: the `{tenant}` of every path. */
  readonly tenantKey: string;
  /** Per-call time-out in milliseconds, 30 000 by default. */
  readonly timeoutMs?: number;
  /** A fetch to use instead of the global one (tests). */
  readonly fetch?: typeof fetch;
  /** Told when a call answers 401: the staff session ended (expired, or logged out in another tab). */
  readonly onLoggedOut?: () => void;
}

/** The outcome of a bonus image upload (HTTP 200, 400, 409, 413 or 500 with the result code). */
export interface BonusImageUploadOutcome {
  readonly httpStatus: number;
  /** The parsed body; undefined when the answer had none that fits the upload schema. */
  readonly response: BonusImageUploadResponse | undefined;
}

/**
 * The typed client of the admin area: one method per call of platform.md section 7's internal
 * admin and customizing calls, for one tenant. Request bodies are reduced to their schema's fields
 * and checked, answers are checked; a failure throws an {@link AdminCallError} whose `body` is the
 * server's error (read it with `adminErrorOf`). The session is the browser's cookie.
 */
export interface AdminApiClient {
  /** The internal login check (isLoggedIn with mode internal); `serviceTicketUrl` is the staff login. */
  isLoggedIn(redirectPath: string): Promise<IsLoggedInResponse>;
  /** The admin data: name, e-mail, version, documentation link, permission links, logout URL. */
  home(): Promise<AdminData>;
  /** A user list, by a link of the admin data (ADMIN_ADMINS, ADMIN_TENANT_ADMINS, ADMIN_USERS). */
  users(list: Link): Promise<UserList>;
  /** Adds a registered user by e-mail through the list's `create` link (JSON `{ email }`); answers the new entry. */
  addUser(create: Link, email: string): Promise<UserEntry>;
  /** Removes a user through the entry's `delete` link. */
  deleteUser(entry: Link): Promise<void>;
  /** The sales campaign overview: the tenant's approved campaigns. */
  salesCampaigns(): Promise<AdminSalesCampaign[]>;
  salesCampaign(salesCampaignId: string): Promise<SalesCampaignDetail>;
  /** Saves what staff maintain; a 400 names the failing fields. Answers the campaign as stored. */
  saveSalesCampaign(campaign: SalesCampaignInput): Promise<SalesCampaignDetail>;
  /** The approval list: every campaign of the tenant with its approval. */
  availableSalesCampaigns(): Promise<AvailableSalesCampaign[]>;
  /** Approves or withdraws campaigns; answers the approval list. */
  approveSalesCampaigns(changes: ApprovalChanges): Promise<AvailableSalesCampaign[]>;
  /** The bonuses a campaign may be given: the tenant's active bonuses and those it already has. */
  availableBonuses(salesCampaignId: string): Promise<OrderBonus[]>;
  /** The tenant's bonuses; `active` filters by the active flag. */
  bonuses(filter?: { readonly active?: boolean }): Promise<OrderBonus[]>;
  bonus(materialNumber: string): Promise<OrderBonus>;
  /** Updates a bonus; answers the updated entry (platform.md section 4: replace the list entry on 200). */
  updateBonus(materialNumber: string, bonus: BonusInput): Promise<OrderBonus>;
  /** Creates a complex bonus; a 422 "Unprocessable variant" names the failing fields. */
  createComplexBonus(materialNumber: string, bonus: ComplexBonusInput): Promise<OrderBonus>;
  deleteBonus(materialNumber: string): Promise<void>;
  /** Uploads a bonus image (multipart `imageFile`); throws only for other statuses, time-outs and network failures. */
  uploadBonusImage(materialNumber: string, file: Blob, fileName: string): Promise<BonusImageUploadOutcome>;
  /** The tenant's audit log, newest first (admins). */
  auditLog(filter?: { readonly limit?: number }): Promise<AuditEntry[]>;
  salesCampaignAuditLog(salesCampaignId: string): Promise<AuditEntry[]>;
  bonusAuditLog(materialNumber: string): Promise<AuditEntry[]>;
  /** The tenant's voucher codes with their redemption counts. */
  vouchers(): Promise<VoucherEntry[]>;
  /** Creates a code; a 400 INVALID_VOUCHER names the failing fields. */
  createVoucher(voucher: VoucherInput): Promise<VoucherEntry>;
  /** Changes a code (or deactivates it with `active: false`). */
  updateVoucher(voucherId: number, voucher: VoucherInput): Promise<VoucherEntry>;
  /** Deletes a code no order redeemed (409 VOUCHER_REDEEMED otherwise). */
  deleteVoucher(voucherId: number): Promise<void>;
}

interface Request {
  readonly url: URL;
  readonly json?: unknown;
  readonly body?: BodyInit;
  readonly headers?: Record<string, string>;
}

interface RawAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly text: string;
}

/** Statuses of an image upload whose result code the caller interprets rather than failing. */
const uploadStatuses = new Set([200, 400, 409, 413, 500]);

/** Creates the admin client (see {@link AdminApiClient}). */
export function createAdminApiClient(options: AdminApiClientOptions): AdminApiClient {
  const timeout = options.timeoutMs ?? 30_000;
  const http = ky.create({ timeout, retry: 0, throwHttpErrors: false, cache: 'no-store', ...(options.fetch ? { fetch: options.fetch } : {}) });
  const apiBase = new URL(`${(options.baseUrl ?? '/api').replace(/\/+$/, '')}/`, globalThis.location?.href ?? 'http://localhost/');

  const routeUrl = (call: AdminCallName, params: Record<string, string> = {}) =>
    new URL(fillPath(adminRoutes[call].path, { tenant: options.tenantKey, ...params }), apiBase);

  // A link leaving the API's origin or base would carry the staff session elsewhere.
  function linkUrl(call: AdminCallName, target: Link): URL {
    const url = new URL(target.href, apiBase);
    if (url.origin !== apiBase.origin || !url.pathname.startsWith(apiBase.pathname)) {
      throw apiCallError(call, 'schema', { message: `link ${target.href} leaves the API ${apiBase.href}` });
    }
    return url;
  }

  async function send(call: AdminClientCallName, method: string, request: Request): Promise<RawAnswer> {
    try {
      const response = await http(request.url, {
        method,
        ...(request.headers ? { headers: request.headers } : {}),
        ...(request.json === undefined ? {} : { json: request.json }),
        ...(request.body === undefined ? {} : { body: request.body }),
      });
      if (response.status === 401) options.onLoggedOut?.();
      return { status: response.status, ok: response.ok, text: await response.text() };
    } catch (cause) {
      throw transportFailure(call, cause, timeout);
    }
  }

  async function answered(call: AdminClientCallName, method: string, request: Request): Promise<unknown> {
    const answer = await send(call, method, request);
    const body = parseBody(answer.text);
    if (!answer.ok) throw apiCallError(call, 'http', { status: answer.status, body });
    return body;
  }

  async function call<T>(name: AdminCallName, struct: Struct<T, unknown>, request: Request): Promise<T> {
    return checkResponseBody(name, await answered(name, adminRoutes[name].method, request), struct);
  }

  return {
    async isLoggedIn(redirectPath) {
      const url = new URL(fillPath(apiRoutes.isLoggedIn.path, { redirectPath }), apiBase);
      url.search = new URLSearchParams({ loginRequired: 'true', authScreen: 'default', mode: 'internal' }).toString();
      return checkResponseBody('isLoggedIn', await answered('isLoggedIn', 'GET', { url }), isLoggedInResponse);
    },

    home() {
      const url = routeUrl('home');
      url.searchParams.set('tenant', options.tenantKey);
      return call('home', schemas.home.response, { url });
    },
    users: async (list) => call('users', schemas.users.response, { url: linkUrl('users', list) }),
    addUser: async (create, email) => {
      const json = checkRequestBody('addUser', { email }, schemas.addUser.request);
      return call('addUser', schemas.addUser.response, { url: linkUrl('addUser', create), json });
    },
    deleteUser: async (entry) => {
      await answered('deleteUser', adminRoutes.deleteUser.method, { url: linkUrl('deleteUser', entry) });
    },

    salesCampaigns: () => call('salesCampaigns', schemas.salesCampaigns.response, { url: routeUrl('salesCampaigns') }),
    salesCampaign: (salesCampaignId) => call('salesCampaign', schemas.salesCampaign.response, { url: routeUrl('salesCampaign', { salesCampaignId }) }),
    saveSalesCampaign: async (campaign) =>
      call('saveSalesCampaign', schemas.saveSalesCampaign.response, {
        url: routeUrl('saveSalesCampaign'),
        json: checkRequestBody('saveSalesCampaign', campaign, schemas.saveSalesCampaign.request),
      }),
    availableSalesCampaigns: () => call('availableSalesCampaigns', schemas.availableSalesCampaigns.response, { url: routeUrl('availableSalesCampaigns') }),
    approveSalesCampaigns: async (changes) =>
      call('approveSalesCampaigns', schemas.approveSalesCampaigns.response, {
        url: routeUrl('approveSalesCampaigns'),
        json: checkRequestBody('approveSalesCampaigns', changes, schemas.approveSalesCampaigns.request),
      }),

    availableBonuses: (salesCampaignId) => call('availableBonuses', schemas.availableBonuses.response, { url: routeUrl('availableBonuses', { salesCampaignId }) }),
    bonuses(filter = {}) {
      const url = routeUrl('bonuses');
      if (filter.active !== undefined) url.searchParams.set('active', String(filter.active));
      return call('bonuses', schemas.bonuses.response, { url });
    },
    bonus: (materialNumber) => call('bonus', schemas.bonus.response, { url: routeUrl('bonus', { materialNumber }) }),
    updateBonus: async (materialNumber, bonus) =>
      call('updateBonus', schemas.updateBonus.response, { url: routeUrl('updateBonus', { materialNumber }), json: checkRequestBody('updateBonus', bonus, schemas.updateBonus.request) }),
    createComplexBonus: async (materialNumber, bonus) =>
      call('createComplexBonus', schemas.createComplexBonus.response, {
        url: routeUrl('createComplexBonus', { materialNumber }),
        json: checkRequestBody('createComplexBonus', bonus, schemas.createComplexBonus.request),
      }),
    deleteBonus: async (materialNumber) => {
      await answered('deleteBonus', adminRoutes.deleteBonus.method, { url: routeUrl('deleteBonus', { materialNumber }) });
    },

    async uploadBonusImage(materialNumber, file, fileName) {
      const form = new FormData();
      form.append('imageFile', file, fileName);
      const answer = await send('uploadBonusImage', adminRoutes.uploadBonusImage.method, { url: routeUrl('uploadBonusImage', { materialNumber }), body: form });
      const body = parseBody(answer.text);
      if (!uploadStatuses.has(answer.status)) throw apiCallError('uploadBonusImage', 'http', { status: answer.status, body });
      if (answer.ok) return { httpStatus: answer.status, response: checkResponseBody('uploadBonusImage', body, schemas.uploadBonusImage.response) };
      return { httpStatus: answer.status, response: schemas.uploadBonusImage.response.is(body) ? body : undefined };
    },

    auditLog(filter = {}) {
      const url = routeUrl('auditLog');
      if (filter.limit !== undefined) url.searchParams.set('limit', String(filter.limit));
      return call('auditLog', schemas.auditLog.response, { url });
    },
    salesCampaignAuditLog: (salesCampaignId) => call('salesCampaignAuditLog', schemas.salesCampaignAuditLog.response, { url: routeUrl('salesCampaignAuditLog', { salesCampaignId }) }),
    bonusAuditLog: (materialNumber) => call('bonusAuditLog', schemas.bonusAuditLog.response, { url: routeUrl('bonusAuditLog', { materialNumber }) }),

    vouchers: () => call('vouchers', schemas.vouchers.response, { url: routeUrl('vouchers') }),
    createVoucher: async (voucher) =>
      call('createVoucher', schemas.createVoucher.response, {
        url: routeUrl('createVoucher'),
        json: checkRequestBody('createVoucher', voucher, schemas.createVoucher.request),
      }),
    updateVoucher: async (voucherId, voucher) =>
      call('updateVoucher', schemas.updateVoucher.response, {
        url: routeUrl('updateVoucher', { voucherId: String(voucherId) }),
        json: checkRequestBody('updateVoucher', voucher, schemas.updateVoucher.request),
      }),
    deleteVoucher: async (voucherId) => {
      await answered('deleteVoucher', adminRoutes.deleteVoucher.method, { url: routeUrl('deleteVoucher', { voucherId: String(voucherId) }) });
    },
  };
}
