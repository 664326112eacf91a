import { describe, expect, it } from 'vitest';
import { translate } from '../../core/index.ts';
import { mountPlugin } from '../../core/testing.ts';
import { additionalChargesText, bonusLabelTexts, classificationLabel } from './bonusLabelTexts.ts';
import { bonus } from './index.ts';

const { context } = mountPlugin(bonus());
const t = (key: keyof typeof bonusLabelTexts.texts, values?: Readonly<Record<string, unknown>>) =>
  translate(context.i18n, bonusLabelTexts, key, values);

describe('classificationLabel', () => {
  it('gives the German labels', () => {
    expect(classificationLabel('CASH', t)).toBe('Barprämie');
    expect(classificationLabel('MILES_AND_MORE', t)).toBe('Miles&More Prämie');
    expect(classificationLabel('NON_MONETARY', t)).toBe('Sachprämie');
  });

  it('gives an empty label for none or an unknown classification', () => {
    expect(classificationLabel(null, t)).toBe('');
    expect(classificationLabel(undefined, t)).toBe('');
    expect(classificationLabel('OTHER', t)).toBe('');
    expect(classificationLabel('toString', t)).toBe('');
    expect(classificationLabel('additionalCharges', t)).toBe('');
  });
});

describe('additionalChargesText', () => {
  it('words the summed extra charge through i18next, and nothing without one', () => {
    expect(additionalChargesText([{ value: 2.5 }, { value: 2.4 }], t)).toBe('zzgl. Zuzahlung 4,90 €');
    expect(additionalChargesText([], t)).toBe('');
    expect(additionalChargesText(null, t)).toBe('');
  });
});
