import { join } from 'node:path';
import type { Tenant } from '../../core/tenant/defineTenant.ts';
import { allTenantsName } from '../allTenantsName.ts';
import { buildBundles } from '../buildBundles.ts';
import { defineCommand } from '../defineCommand.ts';
import { formatStartUrls } from '../formatStartUrls.ts';
import { isBundleStale } from '../isBundleStale.ts';
import { listTenantKeys } from '../listTenantKeys.ts';
import { loadSandbox, startServer } from '../startServer.ts';
import { loadTenant } from '../loadTenant.ts';
import { openInBrowser } from '../openInBrowser.ts';
import { resolveLatency, resolvePort, servingOptions, waitForShutdown } from '../servingOptions.ts';
import { seededCampaigns } from '../seededCampaigns.ts';

/** `start`: the main job. Builds the multi-tenant app when needed, serves it with the sandbox API and prints URLs to click. */
export const start = defineCommand({
  words: ['start'],
  summary: 'Build dist/_all/ if missing or outdated, serve it with the sandbox API and print ready-to-click URLs.',
  positionals: [],
  options: {
    port: { type: 'string', valueName: 'N', description: 'Port to listen on (default: $PORT, else 8080).' },
    rebuild: { type: 'boolean', description: 'Build dist/_all/ even if it is up to date.' },
    reset: { type: 'boolean', description: 'Delete and reseed the sandbox database sandbox/data/sandbox.sqlite first.' },
    ...servingOptions,
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
      const host = args.values.host as string | undefined;
      const reset = args.values.reset === true;
      const sandbox = await startServer(context, { port, staticDir, test: false, latencyMs, reset, ...(host === undefined ? {} : { host }) });
      const tenants = await Promise.all(listTenantKeys(context.tenantsRoot).map(async (key) => (await loadTenant(context.tenantsRoot, key)) as Tenant));
      // The first line after start-up is an offer to open, not the server's bare address.
      const lines = formatStartUrls(sandbox.port, tenants, seededCampaigns(tenants));
      for (const line of lines) context.out(line);
      context.out(`aboflow runs at ${sandbox.url} (sandbox API latency ${latencyMs} ms${reset ? '; database reset and reseeded' : ''}). Ctrl+C stops.`);
      if (args.values.open === true && lines[0]) openInBrowser(lines[0], context);
      return await waitForShutdown(async () => sandbox.close());
    } catch (error) {
      context.err(`start: ${(error as Error).message}`);
      return 1;
    }
  },
});
