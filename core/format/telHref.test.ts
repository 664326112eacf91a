import { describe, expect, it } from 'vitest';
import { telHref } from './telHref.ts';

describe('telHref', () => {
  it('keeps digits and a leading plus only', () => {
    expect(telHref('089 2183-8000')).toBe('tel:08921838000');
    expect(telHref('+49 (711) 7205/6161')).toBe('tel:+4971172056161');
  });
});
