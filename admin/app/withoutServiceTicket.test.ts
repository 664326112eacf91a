import { describe, expect, it } from 'vitest';
import { withoutServiceTicket } from './withoutServiceTicket.ts';

describe('withoutServiceTicket', () => {
  it('drops st and keeps the rest of the query', () => {
    expect(withoutServiceTicket({ pathname: '/internal', search: '?tenant=sz&st=ST-1' })).toEqual({ path: '/internal?tenant=sz', changed: true });
    expect(withoutServiceTicket({ pathname: '/internal/x', search: '?st=ST-1' })).toEqual({ path: '/internal/x', changed: true });
  });

  it('leaves a path without ticket as it is', () => {
    expect(withoutServiceTicket({ pathname: '/internal', search: '?tenant=sz' })).toEqual({ path: '/internal?tenant=sz', changed: false });
  });
});
