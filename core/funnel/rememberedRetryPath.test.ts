import { describe, expect, it } from 'vitest';
import { rememberedRetryPath } from './rememberedRetryPath.ts';

describe('rememberedRetryPath', () => {
  it('reads the step an error page remembers', () => {
    expect(rememberedRetryPath({ retryPath: '/neubestellung/abo/verification' })).toBe('/neubestellung/abo/verification');
  });

  it.each([null, undefined, 'text', {}, { retryPath: 7 }, { other: '/x' }])('answers undefined for the state %j', (state) => {
    expect(rememberedRetryPath(state)).toBeUndefined();
  });
});
