import { describe, expect, it } from 'vitest';
import { billingFrequencyName } from './billingFrequencyName.ts';

describe('billingFrequencyName', () => {
  it('names the four codes and keeps unknown ones', () => {
    expect(['01', '02', '04', '12', '99', undefined].map(billingFrequencyName)).toEqual(['jährlich', 'halbjährlich', 'vierteljährlich', 'monatlich', '99', '']);
  });
});
