import { describe, expect, it } from 'vitest';
import {
  backNavigationHandlers,
  formSections,
  orderParties,
  orderPartiesOf,
  type OrderRequest,
  orderRequestContributors,
  payingParty,
  priceRequestContributors,
  startSteps,
  trackingCheckoutTypes,
} from '../../core/index.ts';
import { mountPlugin } from '../../core/testing.ts';
import { chooseGiftRole } from './GiftRoleChoice.ts';
import { gift } from './index.ts';
import { saveGiverAddress } from './GiverAddressStep.tsx';

const recipientHome = {
  privateAddress: {
    firstName: 'Max',
    lastName: 'Beschenkt',
    street: 'Hauptstraße',
    streetNumber: '1',
    zipCode: '70173',
    city: 'Stuttgart',
  },
};
const giver = {
  salutation: '03',
  firstName: ' Erika ',
  lastName: 'Schenk',
  street: 'Königstraße',
  streetNumber: '5',
  zipCode: '70173',
  city: 'Stuttgart',
  country: 'DE',
  email: 'erika@example.org',
};
const baseRequest = { salesCampaignId: 'X', paymentUniqueId: 'abcdefghij', gpNr: '2000000001', addresses: recipientHome } as OrderRequest;

function mount(options: { giftSubscription?: boolean; timeLimitSelectable?: boolean; loggedIn?: boolean } = {}) {
  const mounted = mountPlugin(gift(), {
    campaign: { giftSubscription: options.giftSubscription ?? true, timeLimitSelectable: options.timeLimitSelectable ?? true },
  });
  if (options.loggedIn) mounted.context.store.login.value = { status: 'loggedIn' };
  const [roleStep, giverStep] = mounted.registry.get(startSteps);
  return {
    ...mounted,
    roleStep: roleStep!,
    giverStep: giverStep!,
    section: mounted.registry.get(formSections)[0]!,
    order: mounted.registry.get(orderRequestContributors)[0]!,
    price: mounted.registry.get(priceRequestContributors)[0]!,
    back: mounted.registry.get(backNavigationHandlers)[0]!,
    tracking: mounted.registry.get(trackingCheckoutTypes)[0]!,
    parties: mounted.registry.get(orderParties)[0]!,
  };
}

describe('gift plugin', () => {
  it('asks a logged-in reader for the role first (order 200), then for the giver address (order 300)', () => {
    const { roleStep, giverStep, context } = mount({ loggedIn: true });
    expect([roleStep.order, giverStep.order]).toEqual([200, 300]);
    expect(roleStep.isActive(context)).toBe(true);
    expect(giverStep.isActive(context)).toBe(false);
    chooseGiftRole(context, 'recipient');
    expect(context.store.role.value).toBe('recipient');
    expect(roleStep.isActive(context)).toBe(false);
    expect(giverStep.isActive(context)).toBe(true);
  });

  it('asks a visitor for no role and treats them as the purchaser', () => {
    const { roleStep, giverStep, price, context } = mount();
    expect(roleStep.isActive(context)).toBe(false);
    expect(giverStep.isActive(context)).toBe(true);
    expect(price.contribute(context).loggedInCustomerRole).toBe('purchaser');
  });

  it('does nothing on other campaigns', () => {
    const { roleStep, giverStep, section, order, tracking, parties, back, context } = mount({ giftSubscription: false, loggedIn: true });
    expect([roleStep, giverStep, section, order, parties].map((contribution) => contribution.isActive(context))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(tracking.resolve(context)).toBeUndefined();
    expect(orderPartiesOf(context)).toEqual([
      { role: 'purchaser', title: 'Ihre Daten', addresses: undefined, pays: true, isReader: true, enteredIn: 'orderForm' },
    ]);
    expect(back.undo(context)).toBe(false);
  });

  it("moves the giver's address to the recruiter addresses and clears the order form", () => {
    const { context, giverStep } = mount();
    context.store.addresses.value = recipientHome;
    saveGiverAddress(context, giver);
    expect(context.store.secondPersonAddresses.value).toEqual({
      privateAddress: { ...giver, firstName: 'Erika', addressType: 'Straßenadresse' },
    });
    expect(context.store.addresses.value).toBeUndefined();
    expect(context.store.orderFormValues.value).toMatchObject({
      lastName: '',
      email: '',
      gpNr: '',
      salutation: '00',
      country: 'DE',
      plugins: { giftTimeLimit: { timeLimit: '0' } },
    });
    expect(context.store.flags.value.secondPersonAddressesSaved).toBe(true);
    expect(giverStep.isActive(context)).toBe(false);
  });

  it("makes the names editable for the recipient once a logged-in giver's own addresses moved; a recipient keeps read-only names", () => {
    const readOnlyNames = {
      privateAddress: { lastName: 'Schenk', nameEditable: false },
      businessAddress: null,
      deliveryAddress: null,
      invoiceAddress: null,
    };
    const giving = mount({ loggedIn: true });
    giving.context.store.formData.value = { ...giving.context.store.formData.value!, addresses: readOnlyNames };
    chooseGiftRole(giving.context, 'purchaser');
    saveGiverAddress(giving.context, giver);
    expect(giving.context.store.formData.value?.addresses.privateAddress?.nameEditable).toBe(true);

    const receiving = mount({ loggedIn: true });
    receiving.context.store.formData.value = { ...receiving.context.store.formData.value!, addresses: readOnlyNames };
    chooseGiftRole(receiving.context, 'recipient');
    saveGiverAddress(receiving.context, giver);
    expect(receiving.context.store.formData.value?.addresses.privateAddress?.nameEditable).toBe(false);
  });

  it("keeps a recipient's own addresses when they enter the giver", () => {
    const { context } = mount({ loggedIn: true });
    chooseGiftRole(context, 'recipient');
    context.store.addresses.value = recipientHome;
    saveGiverAddress(context, giver);
    expect(context.store.addresses.value).toEqual(recipientHome);
  });

  it('builds the gift request variant with role, time limit and the purchaser addresses', () => {
    const { context, order, setSectionValues } = mount();
    saveGiverAddress(context, giver);
    setSectionValues('giftTimeLimit', { timeLimit: '6' });
    const request = order.contribute(baseRequest, context);
    expect(request.addresses).toBeUndefined();
    expect(request.recipientAddresses).toEqual(recipientHome);
    expect(request.purchaserAddresses?.privateAddress?.lastName).toBe('Schenk');
    expect(request.loggedInCustomerRole).toBe('purchaser');
    expect(request.timeLimit).toBe(6);
    expect(request.gpNr).toBe('2000000001');
  });

  it("keeps a logged-in giver's own customer number although the order form was cleared for the recipient", () => {
    const { context, order } = mount({ loggedIn: true });
    context.store.formData.value = { ...context.store.formData.value!, gpNr: '2000000001' };
    chooseGiftRole(context, 'purchaser');
    saveGiverAddress(context, giver);
    expect(context.store.orderFormValues.value?.gpNr).toBe('');
    const request = order.contribute({ ...baseRequest, gpNr: null }, context);
    expect(request.gpNr).toBe('2000000001');
  });

  it('blanks the customer number for a recipient', () => {
    const { context, order } = mount({ loggedIn: true });
    context.store.formData.value = { ...context.store.formData.value!, gpNr: '2000000001' };
    chooseGiftRole(context, 'recipient');
    const request = order.contribute(baseRequest, context);
    expect(request.gpNr).toBeUndefined();
    expect(request.loggedInCustomerRole).toBe('recipient');
  });

  it('offers the time limit only when selectable, validates it and sends it with the price calls', () => {
    const fixed = mount({ timeLimitSelectable: false });
    expect(fixed.section.isActive(fixed.context)).toBe(false);
    expect(fixed.price.contribute(fixed.context)).toEqual({ loggedInCustomerRole: 'purchaser' });
    const { section, price, context, setSectionValues } = mount();
    expect(section.initialValues?.(context)).toEqual({ timeLimit: '0' });
    expect(section.validate?.({ timeLimit: '5' }, context)).toEqual({ timeLimit: 'Bitte wählen Sie die Laufzeit des Geschenkabos.' });
    expect(section.validate?.({ timeLimit: '12' }, context)).toEqual({});
    setSectionValues('giftTimeLimit', { timeLimit: '12' });
    expect(price.contribute(context)).toEqual({ loggedInCustomerRole: 'purchaser', timeLimit: 12 });
  });

  it('tracks as gift, makes the giver the payer in every role, and undoes "recruiter addresses saved"', () => {
    const { context, tracking, back } = mount({ loggedIn: true });
    expect(tracking.resolve(context)).toBe('gift');
    chooseGiftRole(context, 'recipient');
    // A logged-in recipient's saved account is theirs, not the giver's: no prefill, the giver still pays.
    expect(payingParty(context)).toMatchObject({ role: 'purchaser', isReader: false, enteredIn: 'secondPersonForm' });
    chooseGiftRole(context, 'purchaser');
    expect(payingParty(context)).toMatchObject({ role: 'purchaser', isReader: true });
    expect(back.order).toBe(200);
    expect(back.undo(context)).toBe(false);
    saveGiverAddress(context, giver);
    context.store.addresses.value = recipientHome;
    expect(payingParty(context).addresses?.privateAddress?.lastName).toBe('Schenk');
    expect(orderPartiesOf(context).map((party) => [party.title, party.addresses?.privateAddress?.lastName])).toEqual([
      ['Schenkende Person', 'Schenk'],
      ['Beschenkte Person', 'Beschenkt'],
    ]);
    // The success page tells the giver when the recipient's delivery starts, in gift's own words.
    expect(orderPartiesOf(context)[1]!.deliveryFrom?.('07.12.2026')).toBe('Die beschenkte Person erhält ihr Abonnement ab dem 07.12.2026.');
    // The giver gets the order's mail: the campaign's mandatory e-mail is asked in the giver form, not the recipient's (funnel.md section 5).
    expect(orderPartiesOf(context).map((party) => [party.enteredIn, party.receivesOrderMail === true])).toEqual([
      ['secondPersonForm', true],
      ['orderForm', false],
    ]);
    expect(back.undo(context)).toBe(true);
    expect(context.store.flags.value.secondPersonAddressesSaved).toBe(false);
  });
});
