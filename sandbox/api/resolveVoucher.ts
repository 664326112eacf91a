import { format } from 'date-fns';
import { normalizeVoucherCode } from '../../core/api/entities/voucherCode.ts';
import { apiFailure } from '../server/apiFailure.ts';
import type { ApiRequest } from '../server/ApiRequest.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import { tenantPluginIds } from '../server/tenantPluginIds.ts';
import type { CampaignRecord } from '../store/CampaignRecord.ts';
import { countRedemptions, loadVoucher } from '../store/loadVoucher.ts';
import type { VoucherRecord } from '../store/VoucherRecord.ts';

/** The plugin id a tenant enables to offer codes. */
const voucherPluginId = 'voucher';

/** Refuses a code (400 VOUCHER_NOT_OFFERED on the field `path`) for a tenant that does not enable the voucher plugin. */
export async function requireVoucherPlugin(context: SandboxContext, tenant: string, path: string): Promise<void> {
  const ids = await tenantPluginIds(context.tenantsRoot, tenant);
  if (!ids.has(voucherPluginId)) {
    throw apiFailure(400, 'VOUCHER_NOT_OFFERED', { fields: [{ path, message: `${tenant} offers no voucher codes` }] });
  }
}

/** Who a redemption counts for under the once-per-customer rule: the logged-in reader, else the e-mail ordered with. */
export function customerKeyOf(accountId: number | undefined, email: string | null | undefined): string | undefined {
  if (accountId !== undefined) return `account:${accountId}`;
  const address = email?.trim().toLowerCase();
  return address ? `email:${address}` : undefined;
}

/** Why a code is not redeemable, or undefined when it is (see {@link resolveVoucher}). */
function refusalOf(context: SandboxContext, voucher: VoucherRecord | undefined, campaign: CampaignRecord, customerKey: string | undefined) {
  const today = format(context.now(), 'yyyy-MM-dd');
  if (!voucher || today < voucher.validFrom) return apiFailure(404, 'VOUCHER_UNKNOWN');
  if (today > voucher.validUntil) return apiFailure(410, 'VOUCHER_EXPIRED');
  if (!voucher.campaignIds.includes(campaign.id)) return apiFailure(409, 'VOUCHER_NOT_FOR_CAMPAIGN');
  const usedUp =
    !voucher.active ||
    (voucher.redemptionLimit !== null && countRedemptions(context.db, voucher.id) >= voucher.redemptionLimit) ||
    (voucher.oncePerCustomer && customerKey !== undefined && countRedemptions(context.db, voucher.id, customerKey) > 0);
  return usedUp ? apiFailure(409, 'VOUCHER_USED_UP') : undefined;
}

/**
 * The campaign's redeemable code for what the reader typed (normalised: case, spaces), or the refusal: 404
 * VOUCHER_UNKNOWN (no such code, not yet valid, or not a code at all), 410 VOUCHER_EXPIRED, 409
 * VOUCHER_NOT_FOR_CAMPAIGN, 409 VOUCHER_USED_UP (limit reached, deactivated, or redeemed by this customer before).
 * With `limited`, failures count per form token and client address, and past the limit every check is 429
 * TOO_MANY_VOUCHER_CHECKS with `retryAfterSeconds`: guessing codes stays slow.
 */
export function resolveVoucher(
  context: SandboxContext,
  request: Pick<ApiRequest, 'token' | 'clientAddress' | 'tenant'>,
  campaign: CampaignRecord,
  typed: string,
  options: { readonly limited: boolean; readonly customerKey: string | undefined },
): VoucherRecord {
  const now = context.now();
  const keys = [`token:${request.token?.content.random ?? ''}`, `address:${request.clientAddress}`];
  const { voucherChecks } = context;
  if (options.limited && keys.some((key) => voucherChecks.isBlocked(key, now))) {
    const waitMs = Math.max(...keys.map((key) => (voucherChecks.isBlocked(key, now) ? voucherChecks.retryAfterMs(key, now) : 0)));
    throw apiFailure(429, 'TOO_MANY_VOUCHER_CHECKS', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
  }
  const code = normalizeVoucherCode(typed);
  const voucher = code === undefined ? undefined : loadVoucher(context.db, request.tenant, code);
  const refusal = refusalOf(context, voucher, campaign, options.customerKey);
  if (refusal) {
    if (options.limited) for (const key of keys) voucherChecks.record(key, now);
    throw refusal;
  }
  return voucher as VoucherRecord;
}
