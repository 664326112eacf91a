import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  loadPrice,
  orderRequestContributors,
  priceRequestContributors,
  successNotes,
  summaryExtras,
  type OrderRequest,
  type VoucherCheckResponse,
} from '../../core/index.ts';
import { mountPlugin } from '../../core/testing.ts';
import { applyVoucherCode, removeVoucherCode } from './applyVoucherCode.ts';
import { voucher } from './index.ts';

const terms: VoucherCheckResponse = {
  voucherId: '7',
  code: 'WILLKOMMEN5',
  description: '5,00 € Rabatt',
  discountKind: 'amount',
  discountValue: 5,
  months: 3,
  validUntil: '2099-12-31',
};
const refused = (status: number, error: string) =>
  Object.assign(new Error(`${status}`), { name: 'ApiCallError', call: 'voucherCheck', kind: 'http', status, body: { error } });
const priceAnswer = {
  priceResult: { price: 4.99, priceGui: '4,99 € monatlich für 3 Monate, danach 9,99 € monatlich', regularPrice: 9.99, reducedMonths: 3 },
  deliveryDateInfo: { earliestDate: '2026-12-01', invalidDates: [] },
};

function mounted(check: (body: { code: string }) => Promise<VoucherCheckResponse>) {
  const asked: unknown[] = [];
  const mount = mountPlugin(voucher(), {
    api: {
      voucherCheck: check,
      priceWithDeliveryDate: async (_id, body) => {
        asked.push(body);
        return priceAnswer as never;
      },
    },
  });
  return { ...mount, asked };
}

describe('voucher plugin', () => {
  it('redeems a code the service accepts: the price calls, the order and the success page carry it; tracking names only its id', async () => {
    const { registry, context, tracked, asked } = mounted(async (body) => ({ ...terms, code: body.code }));
    expect(await applyVoucherCode(context, ' willkommen 5')).toMatchObject({ ok: true, voucher: { code: 'WILLKOMMEN5' } });
    expect(asked).toEqual([expect.objectContaining({ voucherCode: 'WILLKOMMEN5' })]);
    expect(context.store.price.value.result).toMatchObject({ price: 4.99, regularPrice: 9.99 });
    const contributor = registry.get(orderRequestContributors)[0]!;
    expect(contributor.isActive(context)).toBe(true);
    expect(
      contributor.contribute({ salesCampaignId: 'TEST-DIGITAL', paymentUniqueId: 'abcdefghij' } as OrderRequest, context).voucherCode,
    ).toBe('WILLKOMMEN5');
    expect(registry.get(successNotes).map((note) => note.id)).toEqual(['voucher']);
    expect(tracked).toEqual([{ type: 'generic', category: 'voucher', action: 'redeemed', label: '7' }]);
  });

  it('shows the service’s refusal and keeps no code', async () => {
    const { registry, context } = mounted(async () => {
      throw refused(410, 'VOUCHER_EXPIRED');
    });
    expect(await applyVoucherCode(context, 'SOMMER2025')).toEqual({ ok: false, message: 'expired' });
    expect(await applyVoucherCode(context, 'NICHT/GÜLTIG')).toEqual({ ok: false, message: 'unknown' });
    expect(registry.get(priceRequestContributors)[0]!.isActive(context)).toBe(false);
  });

  it('removes a code: the price is asked for without it again', async () => {
    const { registry, context, asked } = mounted(async () => terms);
    const outcome = await applyVoucherCode(context, 'WILLKOMMEN5');
    if (!outcome.ok) throw new Error('expected the code to be redeemed');
    await removeVoucherCode(context, outcome.voucher);
    expect(registry.get(orderRequestContributors)[0]!.isActive(context)).toBe(false);
    await loadPrice(context);
    expect(asked.at(-1)).not.toHaveProperty('voucherCode');
  });

  it('keeps its state across the payment round trip and shows its field on Start and the payment page of an offer with costs', async () => {
    const { registry, context, useCampaign } = mounted(async () => terms);
    await applyVoucherCode(context, 'WILLKOMMEN5');
    const slice = registry.states.find((candidate) => candidate.id === 'voucher')!;
    expect(slice.persisted).toBe(true);
    expect(validate(context.store.pluginState.value.voucher, slice.schema)[0]).toBeUndefined();
    expect(validate({ code: 'willkommen5' }, slice.schema)[0]).toBeDefined();
    const field = registry.get(summaryExtras)[0]!;
    expect(field.isActive(context)).toBe(true);
    useCampaign({ withCosts: false });
    expect(field.isActive(context)).toBe(false);
  });
});
