import { describe, expect, it } from 'vitest';
import { paymentProviders, setFlowFlag } from '../../core/index.ts';
import { mountPlugin } from '../../core/testing.ts';
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
    setFlowFlag(context.store, 'creditCardTimeInvalid', true);
    expect(await provider!.returnNotice!({ ...context, tenant: { ...context.tenant, validCardMonths: 6 } })).toContain(
      'mindestens 6 Monate gültig sein.',
    );
    expect(await provider!.returnNotice!({ ...context, tenant: { ...context.tenant, validCardMonths: 1 } })).toContain(
      'mindestens 1 Monat gültig sein.',
    );
    setFlowFlag(context.store, 'creditCardDeclined', true);
    expect(await provider!.returnNotice!(context)).toBe(
      'Ihre Kreditkarte wurde von Ihrer Bank abgelehnt. Bitte verwenden Sie eine andere Karte oder wählen Sie eine andere Zahlmethode.',
    );
  });
});
