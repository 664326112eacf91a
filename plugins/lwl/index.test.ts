import { describe, expect, it } from 'vitest';
import { backNavigationHandlers, type CampaignBonus, payoutAccountState, orderParties, type OrderRequest, orderRequestContributors, payingParty, priceRequestContributors, startSteps, trackingCheckoutTypes } from '../../core/index.ts';
import { emptyOrderFormValues, mountPlugin, type MountPluginOptions } from '../../core/testing.ts';
import { chooseLwlRole } from './LwlRoleChoice.ts';
import { lwl } from './index.ts';
import { saveRecruiterAddress } from './RecruiterAddressStep.tsx';

const newSubscriber = { privateAddress: { firstName: 'Nina', lastName: 'Neu', street: 'Marktplatz', streetNumber: '2', zipCode: '70173', city: 'Stuttgart' } };
const recruiter = { salutation: '02', firstName: 'Werner', lastName: 'Werber', street: 'Königstraße', streetNumber: '5', zipCode: '70173', city: 'Stuttgart', country: 'DE' };
const baseRequest = { salesCampaignId: 'X', paymentUniqueId: 'abcdefghij', gpNr: '2000000001', addresses: newSubscriber } as OrderRequest;
const cash: CampaignBonus = { bonus: { materialNumber: 'BAR30', classification: 'CASH', cashBonus: 30 }, fixedBonus: false };
const wine: CampaignBonus = { bonus: { materialNumber: 'WEIN' }, fixedBonus: false };

function mount(options: { lwl?: boolean; loggedIn?: boolean; formData?: MountPluginOptions['formData'] } = {}) {
  const mounted = mountPlugin(lwl(), {
    campaign: { lwl: options.lwl ?? true, bonuses: [cash, wine], numberOfBonuses: 1 },
    formData: { gpNr: '2000000001', email: 'user@example.org', ...options.formData },
  });
  if (options.loggedIn) mounted.context.store.login.value = { status: 'loggedIn' };
  const [roleStep, recruiterStep] = mounted.registry.get(startSteps);
  return {
    ...mounted,
    roleStep: roleStep!,
    recruiterStep: recruiterStep!,
    order: mounted.registry.get(orderRequestContributors)[0]!,
    price: mounted.registry.get(priceRequestContributors)[0]!,
    back: mounted.registry.get(backNavigationHandlers)[0]!,
    tracking: mounted.registry.get(trackingCheckoutTypes)[0]!,
    parties: mounted.registry.get(orderParties)[0]!,
  };
}

describe('lwl plugin', () => {
  it('makes the names editable for the new subscriber once a logged-in recruiter\'s own addresses moved; a receiver keeps read-only names', () => {
    const readOnlyNames = { addresses: { privateAddress: { lastName: 'Werber', nameEditable: false }, businessAddress: null, deliveryAddress: null, invoiceAddress: null } };
    const recruiting = mount({ loggedIn: true, formData: readOnlyNames });
    chooseLwlRole(recruiting.context, 'recruiting');
    saveRecruiterAddress(recruiting.context, recruiter);
    expect(recruiting.context.store.formData.value?.addresses.privateAddress?.nameEditable).toBe(true);

    const receiving = mount({ loggedIn: true, formData: readOnlyNames });
    chooseLwlRole(receiving.context, 'receiving');
    saveRecruiterAddress(receiving.context, recruiter);
    expect(receiving.context.store.formData.value?.addresses.privateAddress?.nameEditable).toBe(false);
  });

  it('asks a logged-in reader for the role (200), then for the recruiter address (300)', () => {
    const { roleStep, recruiterStep, context } = mount({ loggedIn: true });
    expect([roleStep.order, recruiterStep.order]).toEqual([200, 300]);
    expect(roleStep.isActive(context)).toBe(true);
    expect(recruiterStep.isActive(context)).toBe(false);
    chooseLwlRole(context, 'recruiting');
    expect(context.store.role.value).toBe('agent');
    expect(recruiterStep.isActive(context)).toBe(true);
  });

  it('does nothing on other campaigns', () => {
    const { roleStep, recruiterStep, order, tracking, parties, context } = mount({ lwl: false, loggedIn: true });
    expect([roleStep, recruiterStep, order, parties].map((contribution) => contribution.isActive(context))).toEqual([false, false, false, false]);
    expect(tracking.resolve(context)).toBeUndefined();
    expect(payingParty(context)).toMatchObject({ role: 'purchaser', isReader: true, enteredIn: 'orderForm' });
  });

  it('moves a recruiter\'s own addresses to the recruiter addresses and clears the order form', () => {
    const { context } = mount({ loggedIn: true });
    chooseLwlRole(context, 'recruiting');
    context.store.addresses.value = newSubscriber;
    context.store.orderFormValues.value = { ...emptyOrderFormValues({ countries: ['DE'] }), lastName: 'Werber', email: 'user@example.org', gpNr: '2000000001' };
    saveRecruiterAddress(context, recruiter);
    expect(context.store.secondPersonAddresses.value?.privateAddress).toMatchObject({ lastName: 'Werber', addressType: 'Straßenadresse' });
    expect(context.store.addresses.value).toBeUndefined();
    expect(context.store.orderFormValues.value).toMatchObject({ lastName: '', email: '', gpNr: '' });
    expect(context.store.flags.value.secondPersonAddressesSaved).toBe(true);
  });

  it('prefills a receiver\'s e-mail and keeps their addresses', () => {
    const { context } = mount({ loggedIn: true });
    chooseLwlRole(context, 'receiving');
    context.store.addresses.value = newSubscriber;
    context.store.orderFormValues.value = { ...emptyOrderFormValues({ countries: ['DE'] }), email: '' };
    saveRecruiterAddress(context, recruiter);
    expect(context.store.addresses.value).toEqual(newSubscriber);
    expect(context.store.orderFormValues.value?.email).toBe('user@example.org');
  });

  it('builds the lwl request variant and blanks the recruiter\'s own customer number', () => {
    const { context, order } = mount({ loggedIn: true });
    chooseLwlRole(context, 'recruiting');
    saveRecruiterAddress(context, recruiter);
    const request = order.contribute(baseRequest, context);
    expect(request.addresses).toBeUndefined();
    expect(request.purchaserAddresses).toEqual(newSubscriber);
    expect(request.agentAddresses?.privateAddress?.lastName).toBe('Werber');
    expect(request.loggedInCustomerRole).toBe('agent');
    expect(request.gpNr).toBeUndefined();
    expect(order.contribute({ ...baseRequest, gpNr: '2999999999' }, context).gpNr).toBe('2999999999');
    chooseLwlRole(context, 'receiving');
    expect(order.contribute(baseRequest, context)).toMatchObject({ loggedInCustomerRole: 'purchaser', gpNr: '2000000001' });
  });

  it('pays a cash bonus out to the recruiter from the saved SEPA data, else from the checked IBAN', () => {
    const saved = mount({ formData: { paymentData: { paymentMethod: 'sepa', iban: '89370400440532013000', bankName: 'Commerzbank' } } });
    saved.context.store.bonusCart.value = ['BAR30'];
    saveRecruiterAddress(saved.context, recruiter);
    expect(saved.order.contribute(baseRequest, saved.context).agentPaymentData).toEqual({
      paymentMethod: 'sepa', iban: 'DE89370400440532013000', bankName: 'Commerzbank', bankAccountOwner: 'Werner Werber', bankCountryCode: 'DE',
    });
    const checked = mount();
    checked.context.store.bonusCart.value = ['BAR30'];
    payoutAccountState.write(checked.context.store, { iban: 'AT611904300234573201', result: { checkFailed: false, ibanError: false, knownBySAP: false, bankName: 'Bank Austria' } });
    saveRecruiterAddress(checked.context, recruiter);
    expect(checked.order.contribute(baseRequest, checked.context).agentPaymentData).toMatchObject({ iban: 'AT611904300234573201', bankName: 'Bank Austria', bankCountryCode: 'AT' });
    checked.context.store.bonusCart.value = ['WEIN'];
    expect(checked.order.contribute(baseRequest, checked.context).agentPaymentData).toBeUndefined();
  });

  it('never pays the recruiter\'s bonus into a recruited reader\'s own saved account', () => {
    const { context, order } = mount({ loggedIn: true, formData: { paymentData: { paymentMethod: 'sepa', iban: 'DE22600501010001234567', bankName: 'BW-Bank' } } });
    context.store.bonusCart.value = ['BAR30'];
    chooseLwlRole(context, 'receiving');
    saveRecruiterAddress(context, recruiter);
    expect(order.contribute(baseRequest, context).agentPaymentData).toBeUndefined();
    payoutAccountState.write(context.store, { iban: 'DE89370400440532013000', result: { checkFailed: false, ibanError: false, knownBySAP: false, bankName: 'Commerzbank' } });
    expect(order.contribute(baseRequest, context).agentPaymentData).toMatchObject({ iban: 'DE89370400440532013000', bankAccountOwner: 'Werner Werber' });
  });

  it('sends the role with the price calls, tracks as lwl, makes the new subscriber the payer, undoes "recruiter addresses saved"', () => {
    const { context, price, tracking, back } = mount({ loggedIn: true });
    chooseLwlRole(context, 'recruiting');
    expect(price.contribute(context)).toEqual({ loggedInCustomerRole: 'agent' });
    expect(tracking.resolve(context)).toBe('lwl');
    // The recruiter does not pay: their saved payment data must not prefill the new subscriber's payment.
    expect(payingParty(context)).toMatchObject({ role: 'purchaser', isReader: false });
    chooseLwlRole(context, 'receiving');
    expect(payingParty(context)).toMatchObject({ role: 'purchaser', isReader: true });
    expect(back.undo(context)).toBe(false);
    saveRecruiterAddress(context, recruiter);
    context.store.addresses.value = newSubscriber;
    expect(payingParty(context).addresses).toEqual(newSubscriber);
    expect(back.undo(context)).toBe(true);
    expect(context.store.flags.value.secondPersonAddressesSaved).toBe(false);
  });
});
