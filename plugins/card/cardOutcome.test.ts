import { describe, expect, it } from 'vitest';
import { paymentProviders } from '../../core/index.ts';
import { mountPlugin } from '../../core/testing.ts';
import { cardOutcomeOf } from './cardOutcome.ts';
import { cardRefusalState } from './cardRefusalState.ts';
import { card } from './index.ts';

describe('the card on the payment and check pages', () => {
  const { context } = mountPlugin(card());
  const [provider] = context.plugins.get(paymentProviders);

  it('is named from the plugin’s own namespace', () => {
    expect(provider!.label(context)).toBe('Kreditkarte');
  });

  it('is summed up by type, last four digits and validity, worded through i18next', () => {
    const paymentData = { paymentMethod: 'card', truncatedCardPan: '411111XXXXXX1111', displayCCName: 'Visa', validUntil: '2912' } as const;
    expect(provider!.summary!(paymentData, context)).toEqual(['Visa, endet auf 1111', 'gültig bis 12/29']);
    expect(provider!.summary!({ paymentMethod: 'card' }, context)).toEqual([]);
  });

  it('tells a reader back from the card page why the card was not taken, the tenant’s minimum validity in German plural', async () => {
    expect(await provider!.returnNotice!(context)).toBeUndefined();
    context.store.paymentReturnNotice.value = 'refused';
    cardRefusalState.write(context.store, { creditCardDeclined: false, creditCardTimeInvalid: true });
    expect(await provider!.returnNotice!({ ...context, tenant: { ...context.tenant, validCardMonths: 6 } })).toContain(
      'mindestens 6 Monate gültig sein.',
    );
    expect(await provider!.returnNotice!({ ...context, tenant: { ...context.tenant, validCardMonths: 1 } })).toContain(
      'mindestens 1 Monat gültig sein.',
    );
    cardRefusalState.write(context.store, { creditCardDeclined: true, creditCardTimeInvalid: false });
    expect(await provider!.returnNotice!(context)).toBe(
      'Ihre Kreditkarte wurde von Ihrer Bank abgelehnt. Bitte verwenden Sie eine andere Karte oder wählen Sie eine andere Zahlmethode.',
    );
    // Core clears its mark when the reader leaves the payment page or chooses again: the card says nothing then.
    context.store.paymentReturnNotice.value = undefined;
    expect(await provider!.returnNotice!(context)).toBeUndefined();
  });
});

describe('the card provider’s return', () => {
  const approved = { pseudocardpan: '9410010000000001', truncatedcardpan: '411111XXXXXX1111', cardtype: 'V', cardexpiredate: '2703' };
  const now = new Date('2026-11-24T10:00:00Z');

  it('refuses a card the bank declined and keeps creditCardDeclined', () => {
    const { context } = mountPlugin(card());
    expect(cardOutcomeOf(context, { declined: true }, now)).toEqual({ kind: 'refused' });
    expect(cardRefusalState.read(context.store)).toEqual({ creditCardDeclined: true, creditCardTimeInvalid: false });
  });

  it('refuses a card that expires before the tenant’s validCardMonths and keeps creditCardTimeInvalid', () => {
    const { context } = mountPlugin(card(), { tenant: { validCardMonths: 6 } as never });
    expect(cardOutcomeOf(context, approved, now)).toEqual({ kind: 'refused' });
    expect(cardRefusalState.read(context.store)).toEqual({ creditCardDeclined: false, creditCardTimeInvalid: true });
  });

  it('takes a card valid long enough as paid, with its payment data, and forgets an earlier refusal', () => {
    const { context } = mountPlugin(card(), { tenant: { validCardMonths: 1 } as never });
    cardRefusalState.write(context.store, { creditCardDeclined: true, creditCardTimeInvalid: false });
    expect(cardOutcomeOf(context, approved, now)).toEqual({
      kind: 'paid',
      paymentData: { paymentMethod: 'card', creditCardPayment: true, pseudoCardPan: '9410010000000001', truncatedCardPan: '411111XXXXXX1111', ccIns: 'V', displayCCName: 'Visa', validUntil: '2703' },
    });
    expect(cardRefusalState.read(context.store)).toBeUndefined();
  });
});
