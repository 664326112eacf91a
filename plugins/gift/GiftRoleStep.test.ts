import { describe, expect, it } from 'vitest';
import { giftRoleChoices } from './GiftRoleStep.tsx';
import { giftStepTexts } from './giftStepTexts.ts';

describe('giftRoleChoices', () => {
  it('offers giving and receiving with distinct German labels', () => {
    expect(giftRoleChoices).toEqual(['purchaser', 'recipient']);
    expect(new Set(giftRoleChoices.map((choice) => giftStepTexts.texts[choice])).size).toBe(2);
  });
});
