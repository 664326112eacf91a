import { describe, expect, it } from 'vitest';
import { addressRequirements, formSections, orderRequestContributors, type CampaignBonus, type IbanResult, type OrderRequest } from '../../core/index.ts';
import { mountPlugin, type MountPluginOptions } from '../../core/plugin/mountPlugin.ts';
import { cashBonusBankMessages } from './cashBonusBankMessages.ts';
import { checkIban } from './checkIban.ts';
import { cashBonus } from './index.ts';

const baseRequest = { salesCampaignId: 'X', paymentUniqueId: 'abcdefghij' } as OrderRequest;
const cash: CampaignBonus = { bonus: { materialNumber: 'BAR50', classification: 'CASH', cashBonus: 50 }, fixedBonus: false };
const wine: CampaignBonus = { bonus: { materialNumber: 'WEIN', classification: 'NON_MONETARY' }, fixedBonus: false };
const okResult: IbanResult = { checkFailed: false, knownBySAP: false, ibanError: false, bankName: 'Commerzbank' };
const purchaser = { firstName: 'Erika', lastName: 'Mustermann' };

function mount(chosen: string[], options: MountPluginOptions & { lwl?: boolean } = {}) {
  const mounted = mountPlugin(cashBonus(), { ...options, campaign: { bonuses: [cash, wine], numberOfBonuses: 1, lwl: options.lwl ?? false } });
  mounted.context.store.bonusCart.value = chosen;
  return { ...mounted, section: mounted.registry.get(formSections)[0]!, contributor: mounted.registry.get(orderRequestContributors)[0]! };
}

describe('cash-bonus plugin', () => {
  it('asks for bank data only with a cash bonus in the cart', () => {
    const withCash = mount(['BAR50']);
    expect(withCash.section.isActive(withCash.context)).toBe(true);
    const withWine = mount(['WEIN']);
    expect(withWine.section.isActive(withWine.context)).toBe(false);
    expect(withWine.contributor.isActive(withWine.context)).toBe(false);
  });

  it('requires the IBAN, SWIFT outside DE, and reports a failed server check of that IBAN', () => {
    const { section, context } = mount(['BAR50']);
    expect(section.validate?.({ iban: '' }, context)).toEqual({ iban: cashBonusBankMessages.ibanRequired });
    expect(section.validate?.({ iban: 'AT611904300234573201' }, context)).toEqual({ swift: cashBonusBankMessages.swiftRequired });
    expect(section.validate?.({ iban: 'DE89370400440532013000', ibanCheck: { iban: 'DE89370400440532013000', failed: true } }, context)).toEqual({
      iban: cashBonusBankMessages.ibanInvalid,
    });
    expect(section.validate?.({ iban: 'DE02120300000000202051', ibanCheck: { iban: 'DE89370400440532013000', failed: true } }, context)).toEqual({});
  });

  it('checks the IBAN with the server and sets SEPA payment data on success', async () => {
    const sent: unknown[] = [];
    const { context } = mount(['BAR50'], { api: { checkIbanSwift: async (body) => (sent.push(body), okResult) } });
    const state = await checkIban(context, { iban: 'de89 3704 0044 0532 0130 00', purchaser });
    expect(sent).toEqual([{ iban: 'DE89370400440532013000' }]);
    expect(state?.result.bankName).toBe('Commerzbank');
    expect(context.store.payment.value.paymentData).toEqual({
      paymentMethod: 'sepa',
      iban: 'DE89370400440532013000',
      bankName: 'Commerzbank',
      bankAccountOwner: 'Erika Mustermann',
      bankCountryCode: 'DE',
    });
  });

  it('demands the full address once the checked bank is known to the customer system (knownBySAP)', async () => {
    const known = mount(['BAR50'], { api: { checkIbanSwift: async () => ({ ...okResult, knownBySAP: true }) } });
    const requirement = known.registry.get(addressRequirements)[0]!;
    expect(requirement.requiresFullAddress(known.context)).toBe(false);
    await checkIban(known.context, { iban: 'DE89370400440532013000', purchaser });
    expect(requirement.requiresFullAddress(known.context)).toBe(true);
    const unknown = mount(['BAR50'], { api: { checkIbanSwift: async () => okResult } });
    await checkIban(unknown.context, { iban: 'DE89370400440532013000', purchaser });
    expect(unknown.registry.get(addressRequirements)[0]!.requiresFullAddress(unknown.context)).toBe(false);
  });

  it('does not set payment data after a failed check, and goes to the server error page when the call fails', async () => {
    const failed = mount(['BAR50'], { api: { checkIbanSwift: async () => ({ ...okResult, ibanError: true }) } });
    await checkIban(failed.context, { iban: 'DE00', purchaser });
    expect(failed.context.store.payment.value.paymentData).toBeUndefined();
    const broken = mount(['BAR50'], { api: { checkIbanSwift: async () => Promise.reject(new Error('503')) } });
    await expect(checkIban(broken.context, { iban: 'DE89370400440532013000', purchaser })).resolves.toBeUndefined();
    expect(broken.navigations).toEqual([{ route: 'ErrorPage', type: 'server' }]);
  });

  it('puts the checked bank data into the purchaser payment data of the order, keeping the chosen method', async () => {
    const { context, contributor } = mount(['BAR50'], { api: { checkIbanSwift: async () => okResult } });
    await checkIban(context, { iban: 'DE89370400440532013000', purchaser });
    context.store.addresses.value = { privateAddress: { firstName: 'Erika', lastName: 'Mustermann' } };
    const request = { ...baseRequest, purchaserPaymentData: { paymentMethod: 'invoice' } };
    expect(contributor.contribute(request, context).purchaserPaymentData).toEqual({
      paymentMethod: 'invoice',
      iban: 'DE89370400440532013000',
      bankName: 'Commerzbank',
      bankAccountOwner: 'Erika Mustermann',
      bankCountryCode: 'DE',
    });
    const sepa = { ...baseRequest, purchaserPaymentData: { paymentMethod: 'sepa', iban: 'DE02120300000000202051' } };
    expect(contributor.contribute(sepa, context)).toEqual(sepa);
  });

  it('follows the lwl payout rule: no purchaser data, and no field when the recruiter has saved SEPA data', async () => {
    const lwl = mount(['BAR50'], { lwl: true, api: { checkIbanSwift: async () => okResult } });
    expect(lwl.section.isActive(lwl.context)).toBe(true);
    expect(lwl.contributor.isActive(lwl.context)).toBe(false);
    await checkIban(lwl.context, { iban: 'DE89370400440532013000', purchaser });
    expect(lwl.context.store.payment.value.paymentData).toBeUndefined();
    expect(lwl.context.store.pluginState.value['cash-bonus']).toMatchObject({ iban: 'DE89370400440532013000' });
    const saved = mount(['BAR50'], { lwl: true, formData: { paymentData: { paymentMethod: 'sepa', iban: 'DE02120300000000202051' } } });
    expect(saved.section.isActive(saved.context)).toBe(false);
  });
});
