import type { VoucherCheckResponse } from '../../core/api/voucherCheck.ts';
import { voucherCheckRequest } from '../../core/api/voucherCheck.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';
import type { ApiHandler } from '../server/ApiRequest.ts';
import { requireCampaign } from './requireCampaign.ts';
import { customerKeyOf, requireVoucherPlugin, resolveVoucher } from './resolveVoucher.ts';

/**
 * voucher/check (docs/vouchers.md, "Voucher codes"): a code's terms for the form token's campaign, or why it cannot be redeemed
 * (`resolveVoucher`); failures are limited per form token and client address.
 */
export const handleVoucherCheck: ApiHandler = async (context, request) => {
  const body = parseJsonBody(request.body, voucherCheckRequest);
  await requireVoucherPlugin(context, request.tenant, 'code');
  const campaign = requireCampaign(context, body.salesCampaignId, request.tenant, request);
  const voucher = resolveVoucher(context, request, campaign, body.code, { limited: true, customerKey: customerKeyOf(request.accountId, undefined) });
  const response: VoucherCheckResponse = {
    voucherId: String(voucher.id),
    code: voucher.code,
    description: voucher.description,
    discountKind: voucher.discountKind,
    discountValue: voucher.discountKind === 'amount' ? voucher.discountValue / 100 : voucher.discountValue,
    months: voucher.months,
    validUntil: voucher.validUntil,
  };
  return { status: 200, json: response };
};

/**
 * Failed code checks allowed per form token and per client address within {@link voucherCheckWindowMs}; then 429
 * (docs/vouchers.md, "Voucher codes"). A reader mistypes a code a few times; ten leave room for readers behind one address.
 */
export const failedVoucherChecksAllowed = 10;

/** The window of the limit: ten minutes. */
export const voucherCheckWindowMs = 10 * 60 * 1000;
