import { describe, expect, it } from 'vitest';
import { validate } from 'superstruct';
import {
  addressRequirements,
  contribute,
  definePlugin,
  formSections,
  orderParties,
  orderRequestContributors,
  summaryAccounts,
  type CampaignBonus,
  type FunnelContext,
  type OrderParty,
  type PaymentData,
  type IbanResult,
  type OrderRequest,
  type Tenant,
} from '../../core/index.ts';
import { funnelContextFixture, mountPlugin, type MountPluginOptions, orderFormDataFixture } from '../../core/testing.ts';
import { cashBonusTexts } from './cashBonusTexts.ts';
import { cashBonusPayout, needsBankData } from './cashBonusPayout.ts';
import { checkIban } from './checkIban.ts';
import { cashBonus } from './index.ts';

const baseRequest = { salesCampaignId: 'X', paymentUniqueId: 'abcdefghij' } as OrderRequest;
const cash: CampaignBonus = { bonus: { materialNumber: 'BAR50', classification: 'CASH', cashBonus: 50 }, fixedBonus: false };
const wine: CampaignBonus = { bonus: { materialNumber: 'WEIN', classification: 'NON_MONETARY' }, fixedBonus: false };
const okResult: IbanResult = { checkFailed: false, knownBySAP: false, ibanError: false, bankName: 'Commerzbank' };
const purchaser = { firstName: 'Erika', lastName: 'Mustermann' };

/** A funnel with the cash bonus in the cart and a stand-in for the gift or lwl plugin naming the order's parties. */
function withParties(
  parties: (store: FunnelContext['store']) => OrderParty[],
  extra: { lwl?: boolean; paymentData?: PaymentData } = {},
): FunnelContext {
  const variant = definePlugin({
    id: 'variant',
    options: {},
    contributes: [contribute(orderParties, { id: 'variant', isActive: () => true, parties: (context) => parties(context.store) })],
  });
  const { context } = funnelContextFixture({ tenant: {} as Tenant, plugins: [cashBonus(), variant] });
  const campaign = { ...orderFormDataFixture.salesCampaign, bonuses: [cash], numberOfBonuses: 1, lwl: extra.lwl ?? false };
  context.store.formData.value = { ...orderFormDataFixture, salesCampaign: campaign, paymentData: extra.paymentData ?? null };
  context.store.bonusCart.value = ['BAR50'];
  (context.api as { checkIbanSwift: unknown }).checkIbanSwift = async () => okResult;
  return context;
}

function mount(chosen: string[], options: MountPluginOptions & { lwl?: boolean } = {}) {
  const mounted = mountPlugin(cashBonus(), {
    ...options,
    campaign: { bonuses: [cash, wine], numberOfBonuses: 1, lwl: options.lwl ?? false },
  });
  mounted.context.store.bonusCart.value = chosen;
  return { ...mounted, section: mounted.registry.get(formSections)[0]!, contributor: mounted.registry.get(orderRequestContributors)[0]! };
}

describe('cash-bonus plugin', () => {
  it('registers its bank data messages under its own namespace when the runtime is built', () => {
    const { context } = mountPlugin(cashBonus());
    expect(context.i18n.t('cashBonus:ibanRequired')).toBe(cashBonusTexts.texts.ibanRequired);
    expect(context.i18n.hasResourceBundle('de', 'cashBonusForm')).toBe(false);
  });

  it('asks for bank data only with a cash bonus in the cart', () => {
    const withCash = mount(['BAR50']);
    expect(withCash.section.isActive(withCash.context)).toBe(true);
    const withWine = mount(['WEIN']);
    expect(withWine.section.isActive(withWine.context)).toBe(false);
    expect(withWine.contributor.isActive(withWine.context)).toBe(false);
  });

  it('requires the IBAN, SWIFT outside DE, and reports a failed server check of that IBAN', () => {
    const { section, context } = mount(['BAR50']);
    expect(section.validate?.({ iban: '' }, context)).toEqual({ iban: cashBonusTexts.texts.ibanRequired });
    expect(section.validate?.({ iban: 'AT611904300234573201' }, context)).toEqual({ swift: cashBonusTexts.texts.swiftRequired });
    expect(
      section.validate?.({ iban: 'DE89370400440532013000', ibanCheck: { iban: 'DE89370400440532013000', failed: true } }, context),
    ).toEqual({
      iban: cashBonusTexts.texts.ibanInvalid,
    });
    expect(
      section.validate?.({ iban: 'DE02120300000000202051', ibanCheck: { iban: 'DE89370400440532013000', failed: true } }, context),
    ).toEqual({});
  });

  it('checks the IBAN with the server and sets SEPA payment data on success', async () => {
    const sent: unknown[] = [];
    const { context } = mount(['BAR50'], { api: { checkIbanSwift: async (body) => (sent.push(body), okResult) } });
    const state = await checkIban(context, { iban: 'de89 3704 0044 0532 0130 00', orderFormPerson: purchaser });
    expect(sent).toEqual([{ iban: 'DE89370400440532013000' }]);
    expect(state?.result.bankName).toBe('Commerzbank');
    expect(context.store.payment.value).toEqual({
      methodKey: '7',
      billingFrequency: undefined,
      paymentData: {
        paymentMethod: 'sepa',
        iban: 'DE89370400440532013000',
        bankName: 'Commerzbank',
        bankAccountOwner: 'Erika Mustermann',
        bankCountryCode: 'DE',
      },
    });
  });

  it('keeps a method chosen since when the same account is checked again, and sets SEPA again for a new account', async () => {
    const { context } = mount(['BAR50'], { api: { checkIbanSwift: async () => okResult } });
    await checkIban(context, { iban: 'DE89370400440532013000', orderFormPerson: purchaser });
    context.store.payment.value = { methodKey: 'Y', billingFrequency: '12', paymentData: { paymentMethod: 'invoice' } };
    await checkIban(context, { iban: 'DE89 3704 0044 0532 0130 00', orderFormPerson: purchaser });
    expect(context.store.payment.value.methodKey).toBe('Y');
    await checkIban(context, { iban: 'DE02120300000000202051', orderFormPerson: purchaser });
    expect(context.store.payment.value).toMatchObject({
      methodKey: '7',
      billingFrequency: '12',
      paymentData: { iban: 'DE02120300000000202051' },
    });
  });

  it("names the purchaser as owner even when the purchaser is not the order form's person (a gift's giver)", async () => {
    const context = withParties((store) => [
      {
        role: 'purchaser',
        title: 'Schenkende Person',
        addresses: { privateAddress: { firstName: 'Gisela', lastName: 'Geberin' } },
        pays: true,
        isReader: true,
        enteredIn: 'secondPersonForm',
      },
      {
        role: 'recipient',
        title: 'Beschenkte Person',
        addresses: store.addresses.value,
        pays: false,
        isReader: false,
        enteredIn: 'orderForm',
      },
    ]);
    await checkIban(context, { iban: 'DE89370400440532013000', orderFormPerson: { firstName: 'Bruno', lastName: 'Beschenkt' } });
    expect(context.store.payment.value.paymentData?.bankAccountOwner).toBe('Gisela Geberin');
    context.store.addresses.value = { privateAddress: { firstName: 'Bruno', lastName: 'Beschenkt' } };
    expect(cashBonusPayout(context)?.bankAccountOwner).toBe('Gisela Geberin');
  });

  it('demands the full address once the checked bank is known to the customer system (knownBySAP)', async () => {
    const known = mount(['BAR50'], { api: { checkIbanSwift: async () => ({ ...okResult, knownBySAP: true }) } });
    const requirement = known.registry.get(addressRequirements)[0]!;
    expect(requirement.requiresFullAddress(known.context)).toBe(false);
    await checkIban(known.context, { iban: 'DE89370400440532013000', orderFormPerson: purchaser });
    expect(requirement.requiresFullAddress(known.context)).toBe(true);
    const unknown = mount(['BAR50'], { api: { checkIbanSwift: async () => okResult } });
    await checkIban(unknown.context, { iban: 'DE89370400440532013000', orderFormPerson: purchaser });
    expect(unknown.registry.get(addressRequirements)[0]!.requiresFullAddress(unknown.context)).toBe(false);
  });

  it('does not set payment data after a failed check, and goes to the server error page when the call fails', async () => {
    const failed = mount(['BAR50'], { api: { checkIbanSwift: async () => ({ ...okResult, ibanError: true }) } });
    await checkIban(failed.context, { iban: 'DE00', orderFormPerson: purchaser });
    expect(failed.context.store.payment.value.paymentData).toBeUndefined();
    const broken = mount(['BAR50'], { api: { checkIbanSwift: async () => Promise.reject(new Error('503')) } });
    await expect(checkIban(broken.context, { iban: 'DE89370400440532013000', orderFormPerson: purchaser })).resolves.toBeUndefined();
    expect(broken.navigations).toEqual([{ route: 'ErrorPage', type: 'server' }]);
  });

  it('keeps the checked account as cashBonusPaymentData beside whatever the reader pays with, and shows it on the verification page', async () => {
    const { context, contributor, registry } = mount(['BAR50'], { api: { checkIbanSwift: async () => okResult } });
    const shown = registry.get(summaryAccounts)[0]!;
    expect(contributor.contribute(baseRequest, context)).toEqual(baseRequest);
    expect(shown.account(context)).toBeUndefined();
    await checkIban(context, { iban: 'DE89370400440532013000', orderFormPerson: purchaser });
    context.store.addresses.value = { privateAddress: { firstName: 'Erika', lastName: 'Mustermann' } };
    const payout = {
      paymentMethod: 'sepa',
      iban: 'DE89370400440532013000',
      bankName: 'Commerzbank',
      bankAccountOwner: 'Erika Mustermann',
      bankCountryCode: 'DE',
    };
    const invoice = { ...baseRequest, purchaserPaymentData: { paymentMethod: 'invoice' } };
    expect(contributor.contribute(invoice, context)).toEqual({ ...invoice, cashBonusPaymentData: payout });
    const otherAccount = { ...baseRequest, purchaserPaymentData: { paymentMethod: 'sepa', iban: 'DE02120300000000202051' } };
    expect(contributor.contribute(otherAccount, context)).toEqual({ ...otherAccount, cashBonusPaymentData: payout });
    expect([shown.heading(context), shown.account(context)]).toEqual(['Konto für Ihre Barprämie', payout]);
  });

  it('keeps the checked account across a payment round trip: its persisted state is declared and passes its schema', async () => {
    const { context, registry } = mount(['BAR50'], { api: { checkIbanSwift: async () => ({ ...okResult, bankName: null }) } });
    await checkIban(context, { iban: 'AT611904300234573201', swift: 'BKAUATWW', orderFormPerson: purchaser });
    const slice = registry.states.find((candidate) => candidate.id === 'payoutAccount')!;
    expect(slice.persisted).toBe(true);
    expect(validate(context.store.pluginState.value.payoutAccount, slice.schema)[0]).toBeUndefined();
    expect(validate({ iban: 'DE89', result: { checkFailed: 'yes' } }, slice.schema)[0]).toBeDefined();
  });

  it('follows the lwl payout rule: no purchaser data, and no field when the recruiter has saved SEPA data', async () => {
    const lwl = mount(['BAR50'], { lwl: true, api: { checkIbanSwift: async () => okResult } });
    expect(lwl.section.isActive(lwl.context)).toBe(true);
    expect(lwl.contributor.isActive(lwl.context)).toBe(false);
    await checkIban(lwl.context, { iban: 'DE89370400440532013000', orderFormPerson: purchaser });
    expect(lwl.context.store.payment.value.paymentData).toBeUndefined();
    expect(lwl.registry.get(summaryAccounts)[0]!.account(lwl.context)).toBeUndefined();
    expect(lwl.context.store.pluginState.value.payoutAccount).toMatchObject({ iban: 'DE89370400440532013000' });
    const recruiter = (isReader: boolean): OrderParty[] => [
      { role: 'agent', title: 'Werbende Person', addresses: undefined, pays: false, isReader, enteredIn: 'secondPersonForm' },
      {
        role: 'purchaser',
        title: 'Neue Abonnentin oder neuer Abonnent',
        addresses: undefined,
        pays: true,
        isReader: !isReader,
        enteredIn: 'orderForm',
      },
    ];
    const saved = { paymentData: { paymentMethod: 'sepa', iban: 'DE02120300000000202051' } };
    expect(needsBankData(withParties(() => recruiter(true), { lwl: true, ...saved }))).toBe(false);
    // A recruited reader's saved account is their own: the recruiter's payout account is still asked for.
    expect(needsBankData(withParties(() => recruiter(false), { lwl: true, ...saved }))).toBe(true);
  });
});
