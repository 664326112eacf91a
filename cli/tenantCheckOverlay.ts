import { sep } from 'node:path';
import type { Rspack, RsbuildPlugin } from '@rsbuild/core';
import type { TenantCheckRun } from './runTenantCheck.ts';
import type { TenantCheckWatch } from './watchTenantCheck.ts';

const name = 'aboflow:tenant-check';

/**
 * An rsbuild plugin for `dev --tenant`: before every compilation it waits for the tenant check of the files as
 * they are (checking again when the compilation was caused by a change under `dir`), and a failed check becomes
 * a compilation error, which rsbuild shows in the browser overlay and the terminal.
 */
export function tenantCheckOverlay(watch: TenantCheckWatch, dir: string): RsbuildPlugin {
  return {
    name,
    setup(api) {
      api.modifyRspackConfig((config) => {
        let run: TenantCheckRun = { ok: true, report: '' };
        config.plugins = [
          ...(config.plugins ?? []),
          {
            apply(compiler: Rspack.Compiler) {
              compiler.hooks.watchRun.tapPromise(name, async (watching) => {
                if ([...(watching.modifiedFiles ?? [])].some((file) => file.startsWith(dir + sep))) watch.noteChange();
                run = await watch.current();
              });
              compiler.hooks.thisCompilation.tap(name, (compilation) => {
                if (!run.ok) compilation.errors.push(new compiler.webpack.WebpackError(`The tenant check found problems:\n${run.report}`));
              });
            },
          },
        ];
      });
    },
  };
}
