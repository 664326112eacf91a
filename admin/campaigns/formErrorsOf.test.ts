import { describe, expect, it } from 'vitest';
import { formErrorsOf } from './formErrorsOf.ts';

describe('formErrorsOf', () => {
  it('nests messages by path, so lists and records get their own fields', () => {
    expect(formErrorsOf([
      { path: 'name', message: 'Bitte geben Sie einen Namen ein.' },
      { path: 'priceInfos.1.price', message: 'Der Preis darf nicht negativ sein.' },
      { path: 'paymentMethods.AT', message: 'Bitte wählen Sie mindestens eine Zahlungsart für Österreich.' },
    ])).toEqual({
      name: 'Bitte geben Sie einen Namen ein.',
      priceInfos: [undefined, { price: 'Der Preis darf nicht negativ sein.' }],
      paymentMethods: { AT: 'Bitte wählen Sie mindestens eine Zahlungsart für Österreich.' },
    });
  });

  it('puts messages about single delivery countries on the country choice, each message once', () => {
    expect(formErrorsOf([
      { path: 'countries', message: 'Deutschland muss als Lieferland enthalten sein.' },
      { path: 'countries.0', message: 'FR gehört nicht zur Ländergruppe „Nur Deutschland“.' },
      { path: 'countries.1', message: 'FR gehört nicht zur Ländergruppe „Nur Deutschland“.' },
    ])).toEqual({ countries: 'Deutschland muss als Lieferland enthalten sein. FR gehört nicht zur Ländergruppe „Nur Deutschland“.' });
  });
});
