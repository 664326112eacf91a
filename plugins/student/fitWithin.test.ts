import { describe, expect, it } from 'vitest';
import { fitWithin } from './fitWithin.ts';

describe('fitWithin', () => {
  it.each([
    // A landscape phone photo is bound by the width, a portrait one by the height.
    [4000, 3000, 595, 446],
    [3000, 4000, 595, 793],
    [1190, 1684, 595, 842],
    [2000, 8000, 210, 842],
  ])('scales %i × %i down to %i × %i', (width, height, expectedWidth, expectedHeight) => {
    expect(fitWithin(width, height, 595, 842)).toEqual({ width: expectedWidth, height: expectedHeight });
  });
  it('never scales up', () => {
    expect(fitWithin(300, 400, 595, 842)).toEqual({ width: 300, height: 400 });
  });
  it('keeps at least one pixel per side', () => {
    expect(fitWithin(100_000, 10, 595, 842)).toEqual({ width: 595, height: 1 });
  });
});
