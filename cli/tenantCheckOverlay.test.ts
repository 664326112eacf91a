import { join } from 'node:path';
import type { Rspack, RsbuildPluginAPI } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { tenantCheckOverlay } from './tenantCheckOverlay.ts';
import type { TenantCheckRun } from './runTenantCheck.ts';
import type { TenantCheckWatch } from './watchTenantCheck.ts';

/** The rspack plugin the rsbuild plugin adds, and a compiler that runs its two hooks as a rebuild would. */
function setUp(results: TenantCheckRun[]) {
  const dir = join('/p', 'tenants', 'nwz');
  let noted = 0;
  const watch: TenantCheckWatch = { current: async () => results.shift()!, noteChange: () => (noted += 1), close: () => undefined };
  let modify: ((config: Rspack.Configuration) => void) | undefined;
  tenantCheckOverlay(watch, dir).setup({ modifyRspackConfig: (fn: (config: Rspack.Configuration) => void) => (modify = fn) } as unknown as RsbuildPluginAPI);
  const config: Rspack.Configuration = { plugins: [] };
  modify!(config);
  const plugin = config.plugins!.at(-1) as { apply(compiler: unknown): void };
  let watchRun: ((compiler: { modifiedFiles?: Set<string> }) => Promise<void>) | undefined;
  let thisCompilation: ((compilation: { errors: Error[] }) => void) | undefined;
  plugin.apply({
    hooks: {
      watchRun: { tapPromise: (_: string, fn: typeof watchRun) => (watchRun = fn) },
      thisCompilation: { tap: (_: string, fn: typeof thisCompilation) => (thisCompilation = fn) },
    },
    webpack: { WebpackError: Error },
  });
  return {
    noted: () => noted,
    async compile(modified: string[]): Promise<string[]> {
      await watchRun!({ modifiedFiles: new Set(modified) });
      const compilation = { errors: [] as Error[] };
      thisCompilation!(compilation);
      return compilation.errors.map((error) => error.message);
    },
  };
}

describe('tenantCheckOverlay', () => {
  it('turns a failed tenant check into a compilation error (the overlay) and clears it once the check passes', async () => {
    const overlay = setUp([
      { ok: false, report: 'tenant "nwz", field "hosts.0": …' },
      { ok: true, report: '' },
    ]);
    expect(await overlay.compile([join('/p', 'tenants', 'nwz', 'tenant.ts')])).toEqual(['The tenant check found problems:\ntenant "nwz", field "hosts.0": …']);
    expect(await overlay.compile([join('/p', 'tenants', 'nwz', 'tenant.ts')])).toEqual([]);
    expect(overlay.noted()).toBe(2);
  });

  it('checks again only for changes inside the tenant’s package', async () => {
    const overlay = setUp([{ ok: true, report: '' }]);
    await overlay.compile([join('/p', 'core', 'app.tsx'), join('/p', 'tenants', 'nwz-other', 'tenant.ts')]);
    expect(overlay.noted()).toBe(0);
  });
});
