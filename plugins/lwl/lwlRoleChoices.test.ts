import { describe, expect, it } from 'vitest';
import { lwlRoleChoices } from './lwlRoleChoices.ts';

describe('lwlRoleChoices', () => {
  it('offers recruiting and receiving with distinct German labels', () => {
    expect(lwlRoleChoices.map((choice) => choice.value)).toEqual(['recruiting', 'receiving']);
    expect(new Set(lwlRoleChoices.map((choice) => choice.label)).size).toBe(2);
  });
});
