import { describe, expect, it } from 'vitest';
import { nextStepsOf } from './nextStepsOf.ts';

const base = {
  email: 'erika@example.de',
  startDate: '2026-11-25',
  today: '2026-11-25',
  digitalProduct: 'SZ Plus',
  loginUrl: '/login',
  deliveryFrom: undefined,
};

describe('nextStepsOf', () => {
  it('tells a digital reader the confirmation e-mail, access from now, the login and the app', () => {
    expect(nextStepsOf({ ...base, printProductType: 'D' })).toEqual([
      { kind: 'confirmationEmail', email: 'erika@example.de' },
      { kind: 'accessFrom', product: 'SZ Plus', date: undefined },
      { kind: 'login', loginUrl: '/login' },
      { kind: 'app', product: 'SZ Plus' },
    ]);
  });

  it('names a later start of access as a date', () => {
    expect(nextStepsOf({ ...base, printProductType: 'D', startDate: '2026-12-01' })[1]).toEqual({
      kind: 'accessFrom',
      product: 'SZ Plus',
      date: '01.12.2026',
    });
  });

  it('tells a print reader delivery from the start date, a magazine reader likewise, and by post without an e-mail', () => {
    expect(nextStepsOf({ ...base, printProductType: 'P', email: '', startDate: '2026-12-07' })).toEqual([
      { kind: 'confirmationByPost' },
      { kind: 'deliveryFrom', magazine: false, date: '07.12.2026', text: undefined },
    ]);
    expect(nextStepsOf({ ...base, printProductType: 'M', startDate: '2026-12-07' })[1]).toEqual({
      kind: 'deliveryFrom',
      magazine: true,
      date: '07.12.2026',
      text: undefined,
    });
  });

  it("words the delivery line of someone else who receives it (a gift's recipient) with that plugin's text", () => {
    const deliveryFrom = (startDate: string) => `Die beschenkte Person erhält ihr Abonnement ab dem ${startDate}.`;
    expect(nextStepsOf({ ...base, printProductType: 'P', startDate: '2026-12-07', deliveryFrom })[1]).toEqual({
      kind: 'deliveryFrom',
      magazine: false,
      date: '07.12.2026',
      text: 'Die beschenkte Person erhält ihr Abonnement ab dem 07.12.2026.',
    });
  });
});
