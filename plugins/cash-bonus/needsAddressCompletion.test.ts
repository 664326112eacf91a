import { describe, expect, it } from 'vitest';
import { needsAddressCompletion } from './needsAddressCompletion.ts';

describe('needsAddressCompletion', () => {
  it('follows knownBySAP', () => {
    expect(needsAddressCompletion({ knownBySAP: true })).toBe(true);
    expect(needsAddressCompletion({ knownBySAP: false })).toBe(false);
    expect(needsAddressCompletion({})).toBe(false);
  });
});
