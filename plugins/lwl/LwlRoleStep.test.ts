import { describe, expect, it } from 'vitest';
import { lwlRoleChoices } from './LwlRoleStep.tsx';
import { lwlStepTexts } from './lwlStepTexts.ts';

describe('lwlRoleChoices', () => {
  it('offers recruiting and receiving with distinct German labels', () => {
    expect(lwlRoleChoices).toEqual(['recruiting', 'receiving']);
    expect(new Set(lwlRoleChoices.map((choice) => lwlStepTexts.texts[choice])).size).toBe(2);
  });
});
