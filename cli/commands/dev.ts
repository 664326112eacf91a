import { join } from 'node:path';
import { createRsbuild } from '@rsbuild/core';
import { defineCommand } from '../defineCommand.ts';
import { createRsbuildConfig } from '../createRsbuildConfig.ts';
import { prepareBundles } from '../prepareBundles.ts';
import { resolveLatency, resolvePort, servingOptions, waitForShutdown } from '../servingOptions.ts';
import type { TenantCheckRun } from '../runTenantCheck.ts';
import { runTenantCheck } from '../runTenantCheck.ts';
import { seededCampaigns } from '../seededCampaigns.ts';
import { startServer } from '../startServer.ts';
import { tenantCheckOverlay } from '../tenantCheckOverlay.ts';
import { watchTenantCheck } from '../watchTenantCheck.ts';

/** `dev [--tenant KEY]`: the rsbuild dev server (hot reload) with /api and /sandbox proxied to an in-process sandbox. */
export const dev = defineCommand({
  words: ['dev'],
  summary: 'Run the rsbuild dev server for the multi-tenant app or one tenant, proxying /api and /sandbox to a sandbox started alongside.',
  positionals: [],
  options: {
    tenant: {
      type: 'string',
      valueName: 'KEY',
      description: 'Run only this tenant; its tenant check reruns on every change of tenants/KEY/ (problems in the browser overlay and here).',
    },
    port: { type: 'string', valueName: 'N', description: 'Port of the dev server (default: $PORT, else 8080); the sandbox takes a free one.' },
    ...servingOptions,
  },
  details: ['With --tenant the package must pass the check to start; later problems show while the server keeps running.'],
  run: async (args, context) => {
    const tenant = args.values.tenant as string | undefined;
    const host = args.values.host as string | undefined;
    let stopWatching = () => {};
    try {
      const port = resolvePort(args.values.port as string | undefined, context.env, 8080);
      const prepared = await prepareBundles(
        context,
        tenant === undefined
          ? { includeTenantBundles: false, includeAllTenantsBundle: true }
          : { tenant, includeTenantBundles: true, includeAllTenantsBundle: false },
      );
      if ('failure' in prepared) {
        context.err(prepared.failure);
        return 1;
      }
      const plugins = [];
      if (tenant !== undefined) {
        const dir = join(context.tenantsRoot, tenant);
        let shown = '';
        const report = (run: TenantCheckRun) => {
          const text = run.ok ? `tenant check (${tenant}): ok` : `tenant check (${tenant}) found problems:\n${run.report}`;
          // A change that keeps the result prints nothing, so the terminal shows news only.
          if (text !== shown) (run.ok ? context.out : context.err)(text);
          shown = text;
        };
        const watch = watchTenantCheck({ dir, check: () => runTenantCheck(context.projectRoot, context.tenantsRoot, tenant), onResult: report });
        shown = `tenant check (${tenant}): ok`;
        stopWatching = () => watch.close();
        plugins.push(tenantCheckOverlay(watch, dir));
      }
      const sandbox = await startServer(context, { port: 0, test: false, latencyMs: resolveLatency(context.env) });
      const config = createRsbuildConfig({ projectRoot: context.projectRoot, targets: prepared.targets, mode: 'development' });
      const campaign = seededCampaigns([{ key: tenant ?? 'sz' }]).find((c) => c.tenant === (tenant ?? 'sz'));
      const path = `/neubestellung/abo/?${tenant === undefined ? 'tenant=sz&' : ''}wa=${encodeURIComponent(campaign?.salesCampaignId ?? '')}`;
      const rsbuild = await createRsbuild({
        cwd: context.projectRoot,
        config: {
          ...config,
          plugins: [...(config.plugins ?? []), ...plugins],
          server: {
            port,
            strictPort: true,
            ...(host === undefined ? {} : { host }),
            ...(args.values.open === true ? { open: `http://localhost:${port}${path}` } : {}),
            proxy: { '/api': sandbox.url, '/sandbox': sandbox.url },
          },
        },
      });
      const server = await rsbuild.startDevServer();
      context.out(`Sandbox API at ${sandbox.url}; open http://localhost:${server.port}${path}`);
      return await waitForShutdown(async () => {
        stopWatching();
        await server.server.close();
        await sandbox.close();
      });
    } catch (error) {
      stopWatching();
      context.err(`dev: ${(error as Error).message}`);
      return 1;
    }
  },
});
