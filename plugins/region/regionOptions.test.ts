import { describe, expect, it } from 'vitest';
import { defaultPva } from './chosenPva.ts';
import { regionOptions } from './regionOptions.ts';

describe('regionOptions', () => {
  it('starts with the automatic EG and ends with Austria', () => {
    expect(regionOptions[0]).toEqual({ code: 'EG', name: 'Automatische Zuordnung' });
    expect(regionOptions.at(-1)).toEqual({ code: 'A', name: 'Österreich' });
  });

  it('has unique codes, none of them the unset value -', () => {
    const codes = regionOptions.map((option) => option.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain('-');
  });

  it('presets EG as the default', () => {
    expect(defaultPva({ options: regionOptions, allowsDash: true })).toBe('EG');
  });
});
