import { describe, expect, it } from 'vitest';
import type { Tenant } from '../core/tenant/defineTenant.ts';
import { formatContentSecurityPolicy, mergePolicySources, tenantPolicySources } from './contentSecurityPolicy.ts';
import { createHeaderSet, formatHeadersFile } from './createHeaderSet.ts';

/** Only what the policy reads of a tenant. */
function tenant(key: string, consentHost: string, pluginIds: readonly string[]): Tenant {
  return { key, consent: { host: consentHost, tenantLayerScript: `${key}-layer.js` }, plugins: pluginIds.map((id) => ({ id })) } as unknown as Tenant;
}

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))?.slice(name.length + 1);

describe('the Content-Security-Policy of a bundle', () => {
  it('allows a tenant’s consent scripts by exact URL and its inline script by hash, never unsafe-inline', () => {
    const policy = formatContentSecurityPolicy(tenantPolicySources(tenant('sz', 'https://consent.sz.example/', [])), ['sha256-abc=']);
    expect(directive(policy, 'script-src')).toBe(
      "'self' 'sha256-abc=' https://consent.sz.example/consent.js https://consent.sz.example/sz-layer.js https://www.googletagmanager.com/gtm.js",
    );
    expect(directive(policy, 'default-src')).toBe("'none'");
    expect(directive(policy, 'style-src')).toBe("'self' https://consent.sz.example");
    expect(directive(policy, 'frame-src')).toBe('https://consent.sz.example');
    expect(directive(policy, 'form-action')).toBe("'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("'none'");
    expect(policy).not.toContain('unsafe');
  });

  it('adds the payment providers only for a tenant that enables card or PayPal', () => {
    const policy = formatContentSecurityPolicy(tenantPolicySources(tenant('stz', 'https://c.stz.example', ['gift', 'card', 'paypal'])), []);
    expect(directive(policy, 'frame-src')).toBe('https://c.stz.example https://secure.pay1.de https://www.paypal.com');
    expect(directive(policy, 'form-action')).toBe("'self' https://secure.pay1.de https://www.paypal.com");
  });

  it('merges tenants into one policy for the multi-tenant bundle, each source once', () => {
    const sources = mergePolicySources([tenantPolicySources(tenant('a', 'https://c.a.example', ['card'])), tenantPolicySources(tenant('b', 'https://c.b.example', ['card']))]);
    expect(sources.frame).toEqual(['https://c.a.example', 'https://c.b.example', 'https://secure.pay1.de']);
    expect(sources.script).toContain('https://c.b.example/b-layer.js');
    expect(sources.script.filter((source) => source.endsWith('gtm.js'))).toHaveLength(1);
  });

  it('allows injected styles only on the staff area’s document, and caches hashed assets for a year', () => {
    const set = createHeaderSet(tenantPolicySources(tenant('sz', 'https://c.example', [])), []);
    expect(directive(set.document['Content-Security-Policy']!, 'style-src')).toBe("'self' https://c.example");
    expect(directive(set.staffDocument['Content-Security-Policy']!, 'style-src')).toBe("'self' 'unsafe-inline' https://c.example");
    expect(directive(set.staffDocument['Content-Security-Policy']!, 'script-src')).not.toContain('unsafe');
    expect(set.hashedAsset['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(set.document['Cache-Control']).toBe('no-cache');
    const text = formatHeadersFile(set);
    expect(text.indexOf('/static/*')).toBeLessThan(text.indexOf('/internal/*'));
    expect(text.indexOf('/internal/*')).toBeLessThan(text.indexOf('\n/*'));
  });

  it('sends Strict-Transport-Security for a year with subdomains, without preload, on every answer', () => {
    const set = createHeaderSet(tenantPolicySources(tenant('sz', 'https://c.example', [])), []);
    for (const headers of [set.document, set.staffDocument, set.hashedAsset, set.otherAsset]) {
      expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    }
    expect(formatHeadersFile(set).match(/^ {2}Strict-Transport-Security: max-age=31536000; includeSubDomains$/gm)).toHaveLength(3);
  });
});
