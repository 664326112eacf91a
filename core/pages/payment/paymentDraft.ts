import { object, optional, size, string, validate } from 'superstruct';
import type { PaymentValues } from './initialPaymentValues.ts';

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Session storage key of the account data the reader is typing on the payment page. */
const draftKey = 'aboflowPaymentDraft';

/** The typed fields a reload keeps; the mandate is not among them: the reader gives it anew. */
export type PaymentDraft = Pick<PaymentValues, 'iban' | 'swift' | 'bankAccountOwner'>;

const draftShape = object({
  token: size(string(), 1, 200),
  iban: optional(size(string(), 0, 64)),
  swift: optional(size(string(), 0, 20)),
  bankAccountOwner: optional(size(string(), 0, 200)),
});

/**
 * What the reader types on the payment page before confirming it with "Weiter", kept in this tab for a reload
 * (docs/decisions.md, "Reload keeps the order"): under the order's form token, so another order of the tab never
 * finds it; checked against its shape when read; removed once the step is confirmed.
 */
export const paymentDraft = {
  write(token: string, values: PaymentValues, storage: SessionStorageLike = window.sessionStorage): void {
    const { iban, swift, bankAccountOwner } = values;
    try {
      storage.setItem(draftKey, JSON.stringify({ token, iban, swift, bankAccountOwner }));
    } catch {
      // A full or disabled storage costs the reload its draft, nothing else.
    }
  },

  read(token: string, storage: SessionStorageLike = window.sessionStorage): PaymentDraft | undefined {
    const text = storage.getItem(draftKey);
    if (!text) return undefined;
    try {
      const [error, draft] = validate(JSON.parse(text), draftShape);
      if (error || draft.token !== token) return undefined;
      const { iban, swift, bankAccountOwner } = draft;
      return { iban, swift, bankAccountOwner };
    } catch {
      return undefined;
    }
  },

  clear(storage: SessionStorageLike = window.sessionStorage): void {
    storage.removeItem(draftKey);
  },
};
