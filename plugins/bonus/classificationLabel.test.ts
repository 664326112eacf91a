import { describe, expect, it } from 'vitest';
import { classificationLabel } from './classificationLabel.ts';

describe('classificationLabel', () => {
  it('gives the German labels', () => {
    expect(classificationLabel('CASH')).toBe('Barprämie');
    expect(classificationLabel('MILES_AND_MORE')).toBe('Miles&More Prämie');
    expect(classificationLabel('NON_MONETARY')).toBe('Sachprämie');
  });

  it('gives an empty label for none or an unknown classification', () => {
    expect(classificationLabel(null)).toBe('');
    expect(classificationLabel(undefined)).toBe('');
    expect(classificationLabel('OTHER')).toBe('');
    expect(classificationLabel('toString')).toBe('');
  });
});
