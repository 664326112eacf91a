import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allTenantsName } from '../../cli/allTenantsName.ts';
import { compressibleExtensions } from '../../cli/compressAssets.ts';
import { findInitialScripts } from '../../cli/findInitialScripts.ts';
import { listFiles } from '../../cli/listFiles.ts';
import { listTenantKeys } from '../../cli/listTenantKeys.ts';
import { startSandbox, type RunningSandbox } from '../../sandbox/startSandbox.ts';
import { projectPaths } from './projectPaths.ts';
import { requireBuiltBundle } from './requireBuiltBundle.ts';

const bundles = [...listTenantKeys(projectPaths.tenantsRoot), allTenantsName];

/** The text assets a bundle serves (the security folder is for the publisher and not served). */
function textAssets(dir: string): string[] {
  return listFiles(dir, compressibleExtensions).filter((file) => !relative(dir, file).startsWith(`security${sep}`));
}

describe('precompressed copies in dist', () => {
  it.each(bundles)('%s: every text asset has a brotli and a gzip copy that decompress to it, unless a copy would not be smaller', (bundle) => {
    const dir = requireBuiltBundle(projectPaths.distRoot, bundle);
    const assets = textAssets(dir);
    expect(assets.length).toBeGreaterThan(10);
    let copies = 0;
    for (const file of assets) {
      const original = readFileSync(file);
      for (const [suffix, decompress] of [['.br', brotliDecompressSync], ['.gz', gunzipSync]] as const) {
        if (existsSync(file + suffix)) {
          const copy = readFileSync(file + suffix);
          expect(copy.length, `${file}${suffix}`).toBeLessThan(original.length);
          expect(decompress(copy).equals(original), `${file}${suffix}`).toBe(true);
          copies += 1;
        } else {
          // Only a file too small to gain from compression goes without its copy.
          expect(brotliCompressSync(original, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length, file).toBeGreaterThanOrEqual(original.length - 30);
        }
      }
    }
    for (const name of ['index.html', ...findInitialScripts(readFileSync(join(dir, 'index.html'), 'utf8'))]) {
      expect(existsSync(join(dir, `${name}.br`)), `${name}.br`).toBe(true);
      expect(existsSync(join(dir, `${name}.gz`)), `${name}.gz`).toBe(true);
    }
    expect(copies).toBeGreaterThan(assets.length);
  });
});

describe('the served Start route arrives compressed', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, mode: 'test', latencyMs: 0, secret: 'test', faults: [], staticDir: requireBuiltBundle(projectPaths.distRoot, 'sz') });
  });
  afterAll(() => sandbox.close());

  /** A raw GET as Chromium sends it, without decompression, so the test sees the bytes on the wire. */
  function get(path: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const req = request(`${sandbox.url}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('sz: index.html, its scripts and its stylesheet come as the build’s brotli copies', async () => {
    const dir = join(projectPaths.distRoot, 'sz');
    const page = await get('/neubestellung/abo/?wa=SZ-DIGITAL-STANDARD');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toBe('Accept-Encoding');
    const html = brotliDecompressSync(page.body).toString();
    expect(html).toBe(readFileSync(join(dir, 'index.html'), 'utf8'));
    const stylesheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+)"[^>]*rel="stylesheet"/g)].map((match) => match[1] ?? match[2]!);
    const urls = [...findInitialScripts(html), ...stylesheets];
    expect(urls.length).toBeGreaterThanOrEqual(3);
    let wire = page.body.length;
    for (const url of urls) {
      const asset = await get(url);
      expect(asset.headers['content-encoding'], url).toBe('br');
      expect(Number(asset.headers['content-length']), url).toBe(asset.body.length);
      expect(asset.body.equals(readFileSync(join(dir, `${url}.br`))), url).toBe(true);
      wire += asset.body.length;
    }
    // The whole Start route's HTML, JS and CSS on the wire: well under the uncompressed size.
    const raw = [join(dir, 'index.html'), ...urls.map((url) => join(dir, url))].reduce((sum, file) => sum + readFileSync(file).length, 0);
    expect(wire).toBeLessThan(raw / 3);
  });
});
