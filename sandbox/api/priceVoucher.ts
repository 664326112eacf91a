import type { ApiRequest } from '../server/ApiRequest.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import type { CampaignRecord } from '../store/CampaignRecord.ts';
import type { VoucherRecord } from '../store/VoucherRecord.ts';
import { customerKeyOf, requireVoucherPlugin, resolveVoucher } from './resolveVoucher.ts';

/**
 * The code a price call asks with, resolved as voucher/check does (failures count against the same limit, so the
 * price calls are no way around it); undefined without one. A tenant without the plugin refuses it (400).
 */
export async function priceVoucher(
  context: SandboxContext,
  request: ApiRequest,
  campaign: CampaignRecord,
  code: string | null | undefined,
): Promise<VoucherRecord | undefined> {
  if (!code) return undefined;
  await requireVoucherPlugin(context, request.tenant, 'voucherCode');
  return resolveVoucher(context, request, campaign, code, { limited: true, customerKey: customerKeyOf(request.accountId, undefined) });
}
