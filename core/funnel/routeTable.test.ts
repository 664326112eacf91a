import { describe, expect, it } from 'vitest';
import { returnPath, rememberedRetryPath } from './routeTable.ts';

describe('returnPath', () => {
  it('keeps path and query and drops an old service ticket', () => {
    expect(returnPath({ pathname: '/neubestellung/abo/', search: '?tenant=sz&wa=SZ-1&st=ST-OLD' })).toBe('/neubestellung/abo/?tenant=sz&wa=SZ-1');
    expect(returnPath({ pathname: '/registrationSuccess', search: '' })).toBe('/registrationSuccess');
  });
});

describe('rememberedRetryPath', () => {
  it('reads the step an error page remembers', () => {
    expect(rememberedRetryPath({ retryPath: '/neubestellung/abo/verification' })).toBe('/neubestellung/abo/verification');
  });

  it.each([null, undefined, 'text', {}, { retryPath: 7 }, { other: '/x' }])('answers undefined for the state %j', (state) => {
    expect(rememberedRetryPath(state)).toBeUndefined();
  });
});
