import { join } from 'node:path';
import type { Tenant } from '../../core/tenant/defineTenant.ts';
import { allTenantsName } from '../allTenantsName.ts';
import { buildBundles } from '../buildBundles.ts';
import { defineCommand } from '../defineCommand.ts';
import { formatStartUrls } from '../formatStartUrls.ts';
import { isBundleStale } from '../isBundleStale.ts';
import { listTenantKeys } from '../listTenantKeys.ts';
import { loadSandbox } from '../loadSandbox.ts';
import { loadTenant } from '../loadTenant.ts';
import { resolveLatency } from '../resolveLatency.ts';
import { resolvePort } from '../resolvePort.ts';
import { seededCampaigns } from '../seededCampaigns.ts';
import { startServer } from '../startServer.ts';
import { waitForShutdown } from '../waitForShutdown.ts';

/** `start`: the main job. Builds the multi-tenant app when needed, serves it with the sandbox API and prints URLs to click. */
export const start = defineCommand({
  words: ['start'],
  summary: 'Build dist/_all/ if missing or outdated, serve it with the sandbox API and print ready-to-click URLs.',
  positionals: [],
  options: {
    port: { type: 'string', valueName: 'N', description: 'Port to listen on (default: $PORT, else 8080).' },
    rebuild: { type: 'boolean', description: 'Build dist/_all/ even if it is up to date.' },
  },
  details: ['The sandbox answers after 500 ms like the real services in development; SANDBOX_LATENCY_MS overrides that.'],
  run: async (args, context) => {
    try {
      const port = resolvePort(args.values.port as string | undefined, context.env, 8080);
      const latencyMs = resolveLatency(context.env);
      // Fail before a minute of building when there is nothing to serve it with.
      await loadSandbox(context.projectRoot);
      const staticDir = join(context.distRoot, allTenantsName);
      if (args.values.rebuild === true || isBundleStale(context.projectRoot, staticDir)) {
        context.out(`Building the multi-tenant app (dist/${allTenantsName}/) ...`);
        const code = await buildBundles(context, { includeTenantBundles: false, includeAllTenantsBundle: true });
        if (code !== 0) return code;
      }
      const sandbox = await startServer(context, { port, staticDir, test: false, latencyMs });
      const tenants = await Promise.all(listTenantKeys(context.tenantsRoot).map(async (key) => (await loadTenant(context.tenantsRoot, key)) as Tenant));
      // The first line after start-up is an offer to open, not the server's bare address.
      for (const line of formatStartUrls(sandbox.port, tenants, seededCampaigns(tenants))) context.out(line);
      context.out(`aboflow runs at ${sandbox.url} (sandbox API latency ${latencyMs} ms). Ctrl+C stops.`);
      return await waitForShutdown(async () => sandbox.close());
    } catch (error) {
      context.err(`start: ${(error as Error).message}`);
      return 1;
    }
  },
});
