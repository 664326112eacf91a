import { describe, expect, it } from 'vitest';
import type { FormData } from '../../api/entities/formData.ts';
import { createFunnelStore } from '../../funnel/createFunnelStore.ts';
import { createI18n } from '../../i18n/createI18n.ts';
import { toIsoDate } from '../../format/formatDisplayDate.ts';
import { tenantFixture } from '../../tenant/tenantFixture.ts';
import { startDateError } from './startDateError.ts';
import { startDateRule } from './startDateRule.ts';

// Monday 7 December 2026 is the earliest day; Tuesday 8 December a day without delivery.
function ruleWith(subscriptionEndDate: string | null = null) {
  const store = createFunnelStore();
  store.price.value = {
    result: undefined,
    deliveryDateInfo: { earliestDate: '2026-12-07', invalidDates: ['2026-12-08'] },
    callFailed: false,
  };
  store.formData.value = { salesCampaign: { subscriptionEndDate } } as unknown as FormData;
  return startDateRule(store, tenantFixture, new Date(2026, 10, 27));
}

describe('startDateRule', () => {
  it('takes the earliest day of the delivery date info and refuses earlier days and invalid dates', () => {
    const rule = ruleWith();
    expect(toIsoDate(rule.earliest)).toBe('2026-12-07');
    expect(rule.latest).toBeUndefined();
    expect(rule.problemOf('2026-12-07')).toBeUndefined();
    expect(rule.problemOf('2026-12-06')).toBe('notSelectable');
    expect(rule.problemOf('2026-12-08')).toBe('notSelectable');
    expect(rule.isSelectable(new Date(2026, 11, 8))).toBe(false);
    expect(rule.isValid('2027-03-01')).toBe(true);
  });

  it('tells text that is no date from an empty field', () => {
    const rule = ruleWith();
    expect(rule.problemOf('12/07/2026')).toBe('format');
    expect(rule.problemOf('31.04.2027')).toBe('format');
    expect(rule.problemOf('')).toBe('notSelectable');
    expect(rule.problemOf(undefined)).toBe('notSelectable');
  });

  it("ends at the campaign's subscription end date when it has one after the earliest day", () => {
    const rule = ruleWith('2027-01-31');
    expect(rule.latest && toIsoDate(rule.latest)).toBe('2027-01-31');
    expect(rule.problemOf('2027-01-31')).toBeUndefined();
    expect(rule.problemOf('2027-02-01')).toBe('tooLate');
    expect(rule.isSelectable(new Date(2027, 1, 1))).toBe(false);
    // An end before the earliest day would leave no day at all: it is not a bound then.
    expect(ruleWith('2026-12-01').latest).toBeUndefined();
  });
});

describe('startDateError', () => {
  const i18n = createI18n(tenantFixture.texts);
  it('gives the format message, the earliest day or the latest day', () => {
    const rule = ruleWith('2027-01-31');
    expect(startDateError('12/07/2026', rule, i18n)).toBe('Bitte geben Sie den Lieferbeginn im Format TT.MM.JJJJ an, z. B. 07.12.2026.');
    expect(startDateError('2026-12-08', rule, i18n)).toBe(
      'Bitte wählen Sie einen Liefertermin ab 07.12.2026, der kein Sonn- oder Feiertag ist.',
    );
    expect(startDateError('', rule, i18n)).toBe('Bitte wählen Sie einen Liefertermin ab 07.12.2026, der kein Sonn- oder Feiertag ist.');
    expect(startDateError('2027-02-01', rule, i18n)).toBe('Bitte wählen Sie einen Liefertermin bis spätestens 31.01.2027.');
    expect(startDateError('2027-01-04', rule, i18n)).toBeUndefined();
  });
});
