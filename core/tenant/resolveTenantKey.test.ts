import { describe, expect, it } from 'vitest';
import type { TenantRegistry } from './resolveTenantKey.ts';
import { resolveTenantKey } from './resolveTenantKey.ts';

const load = () => Promise.reject(new Error('not loaded in this test'));
const registry: TenantRegistry = [
  { key: 'sz', hosts: ['abo.sueddeutsche.de', 'sz.localhost'], load },
  { key: 'swb', hosts: ['abo.schwarzwaelder-bote.de', 'swb.localhost'], load },
];

describe('resolveTenantKey', () => {
  it('finds the tenant by host, with or without a port', () => {
    expect(resolveTenantKey(registry, { host: 'abo.sueddeutsche.de', search: '' })).toBe('sz');
    expect(resolveTenantKey(registry, { host: 'swb.localhost:8080', search: '' })).toBe('swb');
  });

  it('prefers the host over the tenant parameter', () => {
    expect(resolveTenantKey(registry, { host: 'sz.localhost', search: '?tenant=swb' })).toBe('sz');
  });

  it('falls back to the tenant parameter on an unknown host', () => {
    expect(resolveTenantKey(registry, { host: 'localhost:8080', search: '?wa=1&tenant=SWB' })).toBe('swb');
  });

  it('rejects an unknown tenant parameter instead of falling back', () => {
    expect(resolveTenantKey(registry, { host: 'localhost', search: '?tenant=xyz' }, 'sz')).toBeUndefined();
  });

  it('uses the remembered tenant when neither host nor parameter decide', () => {
    expect(resolveTenantKey(registry, { host: 'localhost', search: '' }, 'sz')).toBe('sz');
    expect(resolveTenantKey(registry, { host: 'localhost', search: '' })).toBeUndefined();
  });
});
