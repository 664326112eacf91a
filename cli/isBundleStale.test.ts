import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBundleStale } from './isBundleStale.ts';

let root: string;
const at = (path: string, seconds: number) => utimesSync(join(root, path), seconds, seconds);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'aboflow-stale-'));
  for (const dir of ['core/app', 'tenants/sz', 'dist/_all']) mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'core/app/mountApp.tsx'), 'x');
  writeFileSync(join(root, 'core/app/mountApp.test.tsx'), 'x');
  writeFileSync(join(root, 'tenants/sz/tenant.ts'), 'x');
  at('core/app/mountApp.tsx', 1000);
  at('core/app/mountApp.test.tsx', 1000);
  at('tenants/sz/tenant.ts', 1000);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('isBundleStale', () => {
  it('is stale when the bundle was never built', () => {
    expect(isBundleStale(root, join(root, 'dist/_all'))).toBe(true);
  });

  it('is fresh when the bundle is newer than every source, and stale once a source changes', () => {
    writeFileSync(join(root, 'dist/_all/index.html'), '<html></html>');
    at('dist/_all/index.html', 2000);
    expect(isBundleStale(root, join(root, 'dist/_all'))).toBe(false);
    at('tenants/sz/tenant.ts', 3000);
    expect(isBundleStale(root, join(root, 'dist/_all'))).toBe(true);
  });

  it('ignores changes to test files', () => {
    writeFileSync(join(root, 'dist/_all/index.html'), '<html></html>');
    at('dist/_all/index.html', 2000);
    at('core/app/mountApp.test.tsx', 3000);
    expect(isBundleStale(root, join(root, 'dist/_all'))).toBe(false);
  });
});
