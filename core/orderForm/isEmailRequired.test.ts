import { describe, expect, it } from 'vitest';
import { isEmailRequired } from './isEmailRequired.ts';

describe('isEmailRequired', () => {
  it.each([
    ['order', false, false, false],
    ['order', true, false, true],
    ['order', true, true, false],
    ['order', false, true, false],
    ['secondPerson', true, true, true],
    ['secondPerson', true, false, false],
    ['secondPerson', false, true, false],
  ] as const)('view %s, emailMandatory %s, order mail to the second person %s → %s', (view, emailMandatory, orderMailToSecondPerson, required) => {
    expect(isEmailRequired({ view, emailMandatory, orderMailToSecondPerson })).toBe(required);
  });
});
