import { describe, expect, it } from 'vitest';
import { editDistance } from './editDistance.ts';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('', '')).toBe(0);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('stuttgart', 'stutgart')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('counts a swap of neighbouring characters as one edit', () => {
    expect(editDistance('esslnigen', 'esslingen')).toBe(1);
  });

  it('is symmetric', () => {
    expect(editDistance('lahr', 'lohr')).toBe(editDistance('lohr', 'lahr'));
  });
});
