import { describe, expect, it } from 'vitest';
import type { HeaderSet } from '../sandbox/server/HeaderSet.ts';
import { createHeaderSet } from './createHeaderSet.ts';
import { caddySettingVariables, renderCaddyfile } from './renderCaddyfile.ts';

const tenant = { key: 'lz', name: 'Leipziger Zeitung', hosts: ['abo.lvz.de', 'lz.localhost'] };
const headers = createHeaderSet(
  { script: ['https://consent.example/c.js'], style: [], font: [], img: [], connect: [], frame: [], formAction: [], frameAncestors: [] },
  ['sha256-xyz='],
);

/** Each handle block: its matcher ('' for the last, unmatched one), the headers it sets and its other lines. */
function handles(config: string): Map<string, { headers: Record<string, string>; body: string }> {
  const found = new Map<string, { headers: Record<string, string>; body: string }>();
  for (const [, matcher, body] of config.matchAll(/^\thandle (\S* ?)\{\n([\s\S]*?)\n\t\}$/gm)) {
    const block = /\t\theader \{\n([\s\S]*?)\n\t\t\}/.exec(body!)?.[1] ?? '';
    const set = Object.fromEntries([...block.matchAll(/^\t\t\t(\S+) "([^"]*)"$/gm)].map(([, name, value]) => [name!, value!]));
    found.set(matcher!.trim(), { headers: set, body: body! });
  }
  return found;
}

const withoutCaching = (set: Record<string, string>) => Object.fromEntries(Object.entries(set).filter(([name]) => name !== 'Cache-Control'));

describe('renderCaddyfile', () => {
  const config = renderCaddyfile(tenant, headers);
  const found = handles(config);

  it('sets in each handle exactly the headers of its entry in the set; a 404 without caching', () => {
    const expected: Record<string, HeaderSet[keyof HeaderSet]> = {
      '@hashedAsset': headers.hashedAsset,
      '@staff': headers.staffDocument,
      '@otherAsset': headers.otherAsset,
      '': headers.document,
      '@private': withoutCaching(headers.otherAsset),
      '@missingFile': withoutCaching(headers.otherAsset),
      '/neubestellung/abo/': { ...headers.document, 'Cache-Control': 'no-store' },
    };
    expect([...found.keys()].sort()).toEqual([...Object.keys(expected), '/api/*'].sort());
    for (const [matcher, set] of Object.entries(expected)) expect(found.get(matcher)!.headers, matcher).toEqual(set);
    expect(found.get('')!.headers['Content-Security-Policy']).toBe(headers.document['Content-Security-Policy']);
  });

  it('names the tenant’s hosts, sends the build’s copies and falls back to index.html', () => {
    expect(config).toMatch(/^abo\.lvz\.de, lz\.localhost \{$/m);
    for (const matcher of ['', '@staff', '@hashedAsset', '@otherAsset']) expect(found.get(matcher)!.body).toContain('precompressed br gzip');
    expect(found.get('')!.body).toContain('rewrite * /index.html');
  });

  it('reads the integrator’s settings from the environment, with the placeholders as defaults', () => {
    expect(config).toContain(`\ttls {$${caddySettingVariables.certificate}:/etc/aboflow/tls/lz/fullchain.pem} {$${caddySettingVariables.certificateKey}:/etc/aboflow/tls/lz/privkey.pem}\n`);
    expect(config).toContain(`\troot * {$${caddySettingVariables.root}:/srv/aboflow/lz}\n`);
    expect(found.get('/api/*')!.body).toContain(`reverse_proxy {$${caddySettingVariables.upstream}:127.0.0.1:8081}`);
    expect(found.get('/neubestellung/abo/')!.body).toContain(`reverse_proxy {$${caddySettingVariables.startRenderer}:127.0.0.1:8082} {`);
  });

  it('asks the Start renderer for the Start route, keeping no copy, and serves index.html with status 200 without it', () => {
    const start = found.get('/neubestellung/abo/')!.body;
    // The renderer's own Cache-Control would stand beside the header block's.
    expect(start).toContain('\t\t\theader_down -Cache-Control\n');
    expect(start).toMatch(/dial_timeout 1s\n\t+response_header_timeout 5s\n/);
    const errors = /^\thandle_errors \{\n([\s\S]*?)\n\t\}$/m.exec(config)?.[1] ?? '';
    expect(errors).toContain('{http.request.uri.path} == "/neubestellung/abo/" && {http.error.status_code} in [502, 503, 504]');
    expect(errors).toMatch(/rewrite \* \/index\.html\n\t+file_server \{\n\t+precompressed br gzip\n\t+status 200\n/);
    for (const [name, value] of Object.entries(headers.document)) expect(errors).toContain(`${name} "${value}"`);
  });

  it('refuses a header value Caddy would read as a placeholder or an end of string', () => {
    expect(() => renderCaddyfile(tenant, { ...headers, document: { 'X-Test': 'a{b}' } })).toThrow(/X-Test/);
    expect(() => renderCaddyfile(tenant, { ...headers, document: { 'X-Test': 'a"b' } })).toThrow(/X-Test/);
  });
});
