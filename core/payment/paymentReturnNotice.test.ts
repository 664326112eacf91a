import { describe, expect, it } from 'vitest';
import { paymentReturnNotice } from './paymentReturnNotice.ts';

const none = { creditCardDeclined: false, creditCardTimeInvalid: false };

describe('paymentReturnNotice', () => {
  it('says nothing when the reader did not come back without a payment', () => {
    expect(paymentReturnNotice(none, false, 6)).toBeUndefined();
  });

  it('names a declined card as an error', () => {
    expect(paymentReturnNotice({ ...none, creditCardDeclined: true }, false, 6)).toEqual({
      kind: 'error',
      text: expect.stringContaining('von Ihrer Bank abgelehnt'),
    });
  });

  it("names the tenant's minimum validity, singular for one month", () => {
    expect(paymentReturnNotice({ ...none, creditCardTimeInvalid: true }, false, 6)?.text).toContain('mindestens 6 Monate gültig');
    expect(paymentReturnNotice({ ...none, creditCardTimeInvalid: true }, false, 1)?.text).toContain('mindestens 1 Monat gültig');
  });

  it('tells a reader who cancelled at the provider that nothing is lost, as information', () => {
    expect(paymentReturnNotice(none, true, 6)).toEqual({ kind: 'info', text: expect.stringContaining('Sie haben die Zahlung abgebrochen.') });
  });

  it('puts a card problem before the cancel notice', () => {
    expect(paymentReturnNotice({ ...none, creditCardDeclined: true }, true, 6)?.kind).toBe('error');
  });
});
