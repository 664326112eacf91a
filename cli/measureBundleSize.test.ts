import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { gzipSize, measureBundleSize } from './measureBundleSize.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function bundle(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'aboflow-size-'));
  dirs.push(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

// Random content barely compresses, so every file adds clearly to the sums.
const noise = (length: number) => randomBytes(length).toString('base64');

describe('measureBundleSize', () => {
  it('counts the HTML scripts and preloads as initial JS, every .js as total JS and every .css as CSS', () => {
    const files = {
      'index.html':
        '<html><head><link rel="preload" as="script" href="/static/js/pre.js"><script defer src="/static/js/lib-react.js"></script>' +
        '<script defer src="/static/js/index.js?v=1"></script><script src="https://consent.example/cmp.js"></script></head></html>',
      'static/js/pre.js': noise(2000),
      'static/js/lib-react.js': noise(5000),
      'static/js/index.js': noise(3000),
      'static/js/async/lib-phonenumber.js': noise(40000),
      'static/js/async/admin.js': noise(8000),
      'static/css/index.css': `body{color:#111}${noise(1000)}`,
      'static/css/async/admin.css': `main{color:#222}${noise(500)}`,
      'static/js/index.js.LICENSE.txt': 'MIT',
    };
    const dir = bundle(files);
    const size = measureBundleSize(dir, 'sz');
    const gz = (path: keyof typeof files) => gzipSize(files[path]);
    expect(size.bundle).toBe('sz');
    expect(size.initialJsFiles).toEqual(['static/js/pre.js', 'static/js/lib-react.js', 'static/js/index.js']);
    expect(size.initialJsGzip).toBe(gz('static/js/pre.js') + gz('static/js/lib-react.js') + gz('static/js/index.js'));
    // The entry scripts are the initial JS without what is only preloaded.
    expect(size.entryJsGzip).toBe(size.initialJsGzip - gz('static/js/pre.js'));
    expect(size.totalJsGzip).toBe(
      size.initialJsGzip + gz('static/js/async/lib-phonenumber.js') + gz('static/js/async/admin.js'),
    );
    expect(size.cssGzip).toBe(gz('static/css/index.css') + gz('static/css/async/admin.css'));
    expect(size.initialJsGzip).toBeGreaterThan(5000);
  });

  it('fails with the file name when index.html is missing', () => {
    const dir = bundle({ 'static/js/index.js': 'x' });
    expect(() => measureBundleSize(dir, 'sz')).toThrow(/index\.html is missing: build the bundle "sz" first/);
  });

  it('fails when the HTML loads a script that is not in the bundle', () => {
    const dir = bundle({ 'index.html': '<script src="/static/js/gone.js"></script>' });
    expect(() => measureBundleSize(dir, 'sz')).toThrow(/loads \/static\/js\/gone\.js/);
  });
});
