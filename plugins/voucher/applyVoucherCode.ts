import { type FunnelContext, loadPrice, normalizeVoucherCode } from '../../core/index.ts';
import { type RefusalMessageKey, refusalMessageKey } from './refusalMessageKey.ts';
import { rememberCode } from './rememberedCode.ts';
import { type VoucherState, voucherState } from './VoucherState.ts';

/** The outcome of redeeming a typed code. */
export type ApplyOutcome =
  | { readonly ok: true; readonly voucher: VoucherState }
  | { readonly ok: false; readonly message: RefusalMessageKey };

/**
 * Checks a typed code with the service (voucher/check) and, when it is redeemable, keeps it in the plugin state (and
 * for a reload) and loads the price again, which the service now reduces. A code that cannot be one is unknown
 * without asking. Tracking names the voucher's id only.
 */
export async function applyVoucherCode(context: FunnelContext, typed: string): Promise<ApplyOutcome> {
  const salesCampaignId = context.store.formData.value?.salesCampaign.salesCampaignId;
  const code = normalizeVoucherCode(typed);
  if (!salesCampaignId || code === undefined) return { ok: false, message: 'unknown' };
  try {
    const terms = await context.api.voucherCheck({ salesCampaignId, code });
    const voucher: VoucherState = { voucherId: terms.voucherId, code: terms.code };
    voucherState.write(context.store, voucher);
    rememberCode(salesCampaignId, voucher.code);
    context.track({ type: 'generic', category: 'voucher', action: 'redeemed', label: voucher.voucherId });
    await loadPrice(context);
    return { ok: true, voucher };
  } catch (error) {
    return { ok: false, message: refusalMessageKey(error) };
  }
}

/** Removes the redeemed code: the price is the regular one again. */
export async function removeVoucherCode(context: FunnelContext, voucher: VoucherState): Promise<void> {
  const salesCampaignId = context.store.formData.value?.salesCampaign.salesCampaignId;
  voucherState.write(context.store, undefined);
  if (salesCampaignId) rememberCode(salesCampaignId, undefined);
  context.track({ type: 'generic', category: 'voucher', action: 'removed', label: voucher.voucherId });
  await loadPrice(context);
}
