import { expect, it } from 'vitest';
import { priceLineCount } from './priceLineCount.ts';

it('reserves a row for the total of print and magazine products only', () => {
  expect([priceLineCount('D'), priceLineCount('M'), priceLineCount('P')]).toEqual([1, 2, 2]);
});
