import { describe, expect, it } from 'vitest';
import type { BundleSize } from './measureBundleSize.ts';
import { findBudgetViolations } from './findBudgetViolations.ts';
import { formatSizeReport } from './formatSizeReport.ts';

const size = (bundle: string, initialJsGzip: number): BundleSize => ({
  bundle,
  initialJsGzip,
  entryJsGzip: initialJsGzip - 20_000,
  initialJsFiles: ['static/js/index.js'],
  totalJsGzip: initialJsGzip + 50_000,
  cssGzip: 4_321,
});

describe('the size budget', () => {
  it('accepts exactly the budget and rejects one byte more, naming bundle, size and budget', () => {
    const violations = findBudgetViolations([size('sz', 135_000), size('swb', 135_001)], 135_000);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('tenant "swb"');
    expect(violations[0]).toContain('135.0 kB (135001 bytes)');
    expect(violations[0]).toContain('budget of 135.0 kB (135000 bytes)');
  });

  it('holds the entry scripts to their own budget when one is given', () => {
    expect(findBudgetViolations([size('sz', 150_000)], 160_000)).toEqual([]);
    const violations = findBudgetViolations([size('sz', 150_000)], 160_000, 129_999);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('the entry scripts are 130.0 kB (130000 bytes, gzip), over the entry budget of 130.0 kB (129999 bytes)');
  });

  it('names the multi-tenant bundle as such', () => {
    expect(findBudgetViolations([size('_all', 200_000)], 135_000)[0]).toMatch(/^the multi-tenant bundle \(dist\/_all\)/);
  });

  it('prints one row per bundle with kB of 1000 bytes and the budget status', () => {
    const table = formatSizeReport([size('sz', 98_765), size('swb', 140_000)], 135_000);
    const rows = table.split('\n');
    expect(rows[0]).toContain('1 kB = 1000 bytes');
    expect(rows.find((r) => r.startsWith('sz '))).toMatch(/78\.8 kB\s+98\.8 kB\s+148\.8 kB\s+4\.3 kB\s+ok$/);
    expect(rows.find((r) => r.startsWith('swb '))).toMatch(/120\.0 kB\s+140\.0 kB\s+190\.0 kB\s+4\.3 kB\s+OVER by 5\.0 kB$/);
  });
});
