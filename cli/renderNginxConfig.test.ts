import { describe, expect, it } from 'vitest';
import type { HeaderSet } from '../sandbox/server/HeaderSet.ts';
import { createHeaderSet } from './createHeaderSet.ts';
import { renderNginxConfig } from './renderNginxConfig.ts';

const tenant = { key: 'sz', name: 'Süddeutsche Zeitung', hosts: ['abo.sueddeutsche.de', 'sz.localhost'] };
const sources = {
  script: ['https://consent.example/consent.js'],
  style: ['https://consent.example'],
  font: [],
  img: [],
  connect: [],
  frame: ['https://secure.pay1.de'],
  formAction: ['https://secure.pay1.de'],
  frameAncestors: [],
};
const headers = createHeaderSet(sources, ['sha256-abc=']);

/** Each location of the generated file: its match and the headers it adds (name → value), in order. */
function locations(config: string): Map<string, { headers: Map<string, string>; body: string }> {
  const found = new Map<string, { headers: Map<string, string>; body: string }>();
  for (const [, match, body] of config.matchAll(/^ {2}location (.+?) \{\n([\s\S]*?)\n {2}\}$/gm)) {
    const added = [...body!.matchAll(/^\s*add_header (\S+) "([^"]*)"( always)?;$/gm)].map(([, name, value]) => [name!, value!] as const);
    found.set(match!, { headers: new Map(added), body: body! });
  }
  return found;
}

const locationOf: Record<string, keyof HeaderSet> = {
  '~ "^/static/.*[.-][0-9a-f]{8,}\\."': 'hashedAsset',
  '~ ^/internal(/|$)': 'staffDocument',
  '~ \\.html$': 'document',
  '@app': 'document',
  '/': 'otherAsset',
  '~ "\\.[A-Za-z0-9]{1,8}$"': 'otherAsset',
  '~ ^/(security|deploy)/': 'otherAsset',
};

describe('renderNginxConfig', () => {
  const config = renderNginxConfig(tenant, headers);
  const found = locations(config);

  it('sends in each location exactly the headers of its entry in the set, with their values', () => {
    const start = '= /neubestellung/abo/';
    expect([...found.keys()].filter((match) => match !== '^~ /api/' && match !== start).sort()).toEqual(Object.keys(locationOf).sort());
    // Start rendered per reader carries the document's headers, but no cache may keep a reader's page.
    expect(Object.fromEntries(found.get(start)!.headers)).toEqual({ ...headers.document, 'Cache-Control': 'no-store' });
    for (const [match, entry] of Object.entries(locationOf)) {
      expect(Object.fromEntries(found.get(match)!.headers), match).toEqual(headers[entry]);
    }
  });

  it('carries the Content-Security-Policy of the header set, the staff area its own', () => {
    expect(found.get('@app')!.headers.get('Content-Security-Policy')).toBe(headers.document['Content-Security-Policy']);
    expect(found.get('~ ^/internal(/|$)')!.headers.get('Content-Security-Policy')).toBe(headers.staffDocument['Content-Security-Policy']);
    expect(headers.staffDocument['Content-Security-Policy']).not.toBe(headers.document['Content-Security-Policy']);
  });

  it('sends every header also on errors but Cache-Control, so that a missing chunk’s 404 is not cached for a year', () => {
    const lines = config.match(/^\s*add_header .*$/gm)!;
    expect(lines.filter((line) => !line.endsWith(' always;'))).toEqual(lines.filter((line) => line.includes('add_header Cache-Control ')));
  });

  it('adds no header on the server level, where a location’s add_header would silently drop it', () => {
    const outsideLocations = config.replace(/#.*$/gm, '').replace(/^ {2}location [\s\S]*?^ {2}\}$/gm, '');
    expect(outsideLocations).not.toMatch(/add_header/);
  });

  it('names the tenant’s hosts, serves HTTP/2 over TLS and redirects plain HTTP there', () => {
    expect(config.match(/^\s*server_name (.+);$/gm)).toEqual(['  server_name abo.sueddeutsche.de sz.localhost;', '  server_name abo.sueddeutsche.de sz.localhost;']);
    expect(config).toMatch(/^\s*listen 443 ssl http2;/m);
    expect(config).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
  });

  it('sends the build’s brotli and gzip copies and falls back to index.html for the app’s routes', () => {
    for (const directive of ['brotli_static on;', 'gzip_static on;', 'gzip_vary on;']) expect(config).toContain(`\n  ${directive}\n`);
    expect(found.get('@app')!.body).toContain('try_files /index.html =404;');
    expect(found.get('/')!.body).toContain('try_files $uri @app;');
    expect(found.get('~ "^/static/.*[.-][0-9a-f]{8,}\\."')!.body).toContain('try_files $uri =404;');
  });

  it('proxies /api to the named upstream with the forwarded host, scheme and client', () => {
    const api = found.get('^~ /api/')!.body;
    expect(config).toMatch(/upstream aboflow_sz_api \{\n {2}server 127\.0\.0\.1:8081; {2}# SETTING upstream\n/);
    expect(api).toContain('proxy_pass http://aboflow_sz_api;');
    for (const header of ['X-Forwarded-Host $http_host', 'X-Forwarded-Proto $scheme', 'X-Forwarded-For $proxy_add_x_forwarded_for']) {
      expect(api).toContain(`proxy_set_header ${header};`);
    }
  });

  it('marks the integrator’s settings before anything the build decides', () => {
    const settings = ['upstream', 'start-renderer', 'certificate', 'certificate-key', 'root'].map((name) => config.indexOf(`# SETTING ${name}\n`));
    expect(settings.every((index) => index > 0)).toBe(true);
    expect(Math.max(...settings)).toBeLessThan(config.indexOf('server_tokens'));
    const custom = renderNginxConfig(tenant, headers, {
      root: '/var/www/sz',
      certificate: '/c.pem',
      certificateKey: '/k.pem',
      upstream: 'api:9000',
      startRenderer: 'render:9001',
    });
    expect(custom).toContain('  server render:9001;  # SETTING start-renderer\n');
    expect(custom).toContain('  root /var/www/sz;  # SETTING root\n');
    expect(custom).toContain('  ssl_certificate_key /k.pem;  # SETTING certificate-key\n');
    expect(custom).toContain('  server api:9000;  # SETTING upstream\n');
  });

  it('asks the Start renderer for the Start route with the forwarded host, scheme and client, and serves index.html without it', () => {
    const start = found.get('= /neubestellung/abo/')!.body;
    expect(config).toMatch(/upstream aboflow_sz_start \{\n {2}server 127\.0\.0\.1:8082; {2}# SETTING start-renderer\n/);
    expect(start).toContain('proxy_pass http://aboflow_sz_start;');
    for (const header of ['Host $host', 'X-Forwarded-Host $http_host', 'X-Forwarded-Proto $scheme', 'X-Forwarded-For $proxy_add_x_forwarded_for']) {
      expect(start).toContain(`proxy_set_header ${header};`);
    }
    expect(start).toContain('proxy_hide_header Cache-Control;');
    expect(start).toContain('error_page 502 503 504 = @app;');
  });

  it('refuses a header value nginx would read as a variable or an end of string', () => {
    expect(() => renderNginxConfig(tenant, { ...headers, otherAsset: { 'X-Test': 'a$b' } })).toThrow(/X-Test/);
    expect(() => renderNginxConfig(tenant, { ...headers, otherAsset: { 'X-Test': 'a"b' } })).toThrow(/X-Test/);
  });
});
