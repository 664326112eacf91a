import { describe, expect, it } from 'vitest';
import { giftRoleChoices } from './giftRoleChoices.ts';

describe('giftRoleChoices', () => {
  it('offers giving and receiving with distinct German labels', () => {
    expect(giftRoleChoices.map((choice) => choice.value)).toEqual(['purchaser', 'recipient']);
    expect(new Set(giftRoleChoices.map((choice) => choice.label)).size).toBe(2);
  });
});
