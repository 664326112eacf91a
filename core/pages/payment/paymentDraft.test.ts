import { describe, expect, it } from 'vitest';
import { paymentDraft } from './paymentDraft.ts';

function tab() {
  const session = new Map<string, string>();
  return {
    session,
    storage: {
      getItem: (key: string) => session.get(key) ?? null,
      setItem: (key: string, value: string) => void session.set(key, value),
      removeItem: (key: string) => void session.delete(key),
    },
  };
}

describe('paymentDraft', () => {
  it('gives back the typed account data of the same order, never the mandate', () => {
    const { storage } = tab();
    paymentDraft.write(
      'r-1',
      { methodKey: '7', iban: 'DE89 3704', bankAccountOwner: 'Erika Mustermann', sepaMandateAccepted: true },
      storage,
    );
    expect(paymentDraft.read('r-1', storage)).toEqual({ iban: 'DE89 3704', swift: undefined, bankAccountOwner: 'Erika Mustermann' });
  });

  it('gives nothing to another order of the tab, for a changed shape or after the step was confirmed', () => {
    const { storage, session } = tab();
    paymentDraft.write('r-1', { iban: 'DE89' }, storage);
    expect(paymentDraft.read('r-2', storage)).toBeUndefined();
    session.set('aboflowPaymentDraft', JSON.stringify({ token: 'r-1', iban: 42 }));
    expect(paymentDraft.read('r-1', storage)).toBeUndefined();
    session.set('aboflowPaymentDraft', '{not json');
    expect(paymentDraft.read('r-1', storage)).toBeUndefined();
    paymentDraft.write('r-1', { iban: 'DE89' }, storage);
    paymentDraft.clear(storage);
    expect(paymentDraft.read('r-1', storage)).toBeUndefined();
  });
});
