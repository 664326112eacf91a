import { describe, expect, it } from 'vitest';
import { invoiceFeeNote } from './InvoiceFeeNote.tsx';
import { testSubscription } from '../../pricing/OrderTermsInput.ts';

const monthly = { ...testSubscription, display: { kind: 'calculated', monthlyPrice: 41.4, total: 496.8 } as const, invoiceFee: 1.5 };

describe('invoiceFeeNote', () => {
  it('names the fee per invoice of a renewing subscription', () => {
    expect(invoiceFeeNote(monthly)).toBe('Im Preis ist eine Rechnungsgebühr von 1,50 € je Rechnung enthalten.');
  });

  it('names the one fee of an order paid once (a time-limited gift, a day pass)', () => {
    expect(invoiceFeeNote({ ...monthly, timeLimit: 6 })).toBe('Im Preis ist eine Rechnungsgebühr von 1,50 € enthalten.');
    expect(invoiceFeeNote({ ...monthly, dayPass: true })).toBe('Im Preis ist eine Rechnungsgebühr von 1,50 € enthalten.');
  });

  it('says nothing without a fee or for a free order', () => {
    expect(invoiceFeeNote({ ...monthly, invoiceFee: undefined })).toBeUndefined();
    expect(invoiceFeeNote({ ...monthly, invoiceFee: 0 })).toBeUndefined();
    expect(invoiceFeeNote({ ...monthly, withCosts: false })).toBeUndefined();
  });
});
