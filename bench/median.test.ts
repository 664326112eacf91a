import { describe, expect, it } from 'vitest';
import { median } from './median.ts';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([90, 45, 97])).toBe(90);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is NaN when nothing was measured', () => {
    expect(median([])).toBeNaN();
  });
});
