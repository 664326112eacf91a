import { describe, expect, it } from 'vitest';
import { returnPath } from './returnPath.ts';

describe('returnPath', () => {
  it('keeps path and query and drops an old service ticket', () => {
    expect(returnPath({ pathname: '/neubestellung/abo/', search: '?tenant=sz&wa=SZ-1&st=ST-OLD' })).toBe('/neubestellung/abo/?tenant=sz&wa=SZ-1');
    expect(returnPath({ pathname: '/registrationSuccess', search: '' })).toBe('/registrationSuccess');
  });
});
