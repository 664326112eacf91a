import { describe, expect, it } from 'vitest';
import { roundToCents } from './roundToCents.ts';

describe('roundToCents', () => {
  it.each([
    [12.9, 1290],
    [1.005, 101],
    [1.15, 115],
    [0.07, 7],
    [0.1 + 0.2, 30],
    [239.88, 23988],
    [1e-7, 0],
    [1e21, 1e23],
    [-3.505, -351],
    [-0.001, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('gives %d euro as %d cents', (amount, cents) => {
    expect(roundToCents(amount)).toBe(cents);
  });
});
