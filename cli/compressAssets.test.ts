import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressAssets } from './compressAssets.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function bundle(files: Record<string, string | Buffer>): string {
  dir = mkdtempSync(join(tmpdir(), 'aboflow-compress-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

describe('compressAssets', () => {
  it('writes brotli and gzip copies of text assets that decompress to the original', async () => {
    const js = 'export const offer = "Digital-Abo";\n'.repeat(200);
    const root = bundle({ 'static/js/index.abc12345.js': js, 'index.html': `<html>${'<p>Abo</p>'.repeat(100)}</html>` });
    expect(await compressAssets(root)).toBe(4);
    const file = join(root, 'static/js/index.abc12345.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length);
  });

  it('leaves out fonts, copies that would not be smaller, and the skipped folder', async () => {
    const root = bundle({
      'static/font/a.woff2': Buffer.from('wOF2'.repeat(100)),
      'static/js/tiny.js': 'a',
      'security/headers.json': JSON.stringify({ a: 'x'.repeat(500) }),
    });
    expect(await compressAssets(root, 'security')).toBe(0);
    expect(existsSync(join(root, 'static/font/a.woff2.br'))).toBe(false);
    expect(existsSync(join(root, 'static/js/tiny.js.gz'))).toBe(false);
    expect(existsSync(join(root, 'security/headers.json.br'))).toBe(false);
  });
});
