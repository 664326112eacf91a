import { describe, expect, it } from 'vitest';
import { isDayPass } from './isPaidOnce.ts';

describe('isDayPass', () => {
  it('recognises a campaign by a configured id prefix', () => {
    expect(isDayPass('DSZ1TAG-DIGITAL', ['DSZ1TAG'])).toBe(true);
    expect(isDayPass('SZ-DIGITAL-STANDARD', ['DSZ1TAG'])).toBe(false);
  });

  it('recognises nothing with the default empty list', () => {
    expect(isDayPass('DSZ1TAG-DIGITAL', [])).toBe(false);
  });
});
