import type { CheckContext, FormTokens } from './CheckContext.ts';
import { expectCall } from './expectCall.ts';
import type { CheckRow } from './judgeAnswer.ts';

/** Names of the voucher rows; a broken back end's test names the row it expects to fail. */
export const voucherCheckNames = {
  known: 'voucher/check with the tenant’s code',
  unknown: 'voucher/check with a code nobody issued',
  pricedByServer: 'price with the code below the price without it',
} as const;

/** A code no back end issues: the refusal every voucher service gives alike. */
const unissuedCode = 'KEIN-GUTSCHEIN-0000';

/** The price of a priceWithDeliveryDate answer (its `priceResult.price`). */
function priceOf(body: unknown): number | undefined {
  const price = (body as { priceResult?: { price?: unknown } } | null)?.priceResult?.price;
  return typeof price === 'number' ? price : undefined;
}

/**
 * Voucher codes (docs/vouchers.md, "Voucher codes") where the tenant's fixture names one: the code's terms, the refusal of a
 * code nobody issued, and the price the service computes with the code, lower than without it — the browser only
 * names the code, never the price. Tenants without a code in the contract get no rows.
 */
export async function voucherChecks(context: CheckContext, tokens: FormTokens): Promise<CheckRow[]> {
  const code = context.fixture.voucherCode;
  if (!code) return [];
  const { tenant } = context;
  const salesCampaignId = context.fixture.orderCampaign;
  const check = (voucher: string) => ({ operationId: 'voucherCheck', tenant, token: tokens.order, json: { salesCampaignId, code: voucher } });
  const price = (voucherCode?: string) => ({
    operationId: 'priceWithDeliveryDate',
    tenant,
    token: tokens.order,
    pathParams: { salesCampaignId },
    json: { addresses: { privateAddress: context.fixtures.orderer }, paymentMethodKey: '7', ...(voucherCode ? { voucherCode } : {}) },
  });
  const [known, unknown, regular, reduced] = await Promise.all([
    expectCall(context, voucherCheckNames.known, check(code), { status: 200 }),
    expectCall(context, voucherCheckNames.unknown, check(unissuedCode), { status: 404, code: 'VOUCHER_UNKNOWN' }),
    expectCall(context, 'price without the code', price(), { status: 200 }),
    expectCall(context, 'price with the code', price(code), { status: 200 }),
  ]);
  const before = priceOf(regular.answer?.body);
  const after = priceOf(reduced.answer?.body);
  const lower: CheckRow = {
    check: voucherCheckNames.pricedByServer,
    expected: before === undefined ? 'a price below the regular one' : `below ${before}`,
    seen: after === undefined ? 'no price' : String(after),
    passed: before !== undefined && after !== undefined && after < before,
  };
  return [known.row, unknown.row, regular.row, reduced.row, lower];
}
