import { createRsbuild } from '@rsbuild/core';
import { defineCommand } from '../defineCommand.ts';
import { createRsbuildConfig } from '../createRsbuildConfig.ts';
import { prepareBundles } from '../prepareBundles.ts';
import { resolveLatency } from '../resolveLatency.ts';
import { resolvePort } from '../resolvePort.ts';
import { startServer } from '../startServer.ts';
import { waitForShutdown } from '../waitForShutdown.ts';

/** `dev`: the rsbuild dev server (hot reload) for the multi-tenant app, with /api and /sandbox proxied to an in-process sandbox. */
export const dev = defineCommand({
  words: ['dev'],
  summary: 'Run the rsbuild dev server for the multi-tenant app, proxying /api and /sandbox to a sandbox started alongside.',
  positionals: [],
  options: {
    port: { type: 'string', valueName: 'N', description: 'Port of the dev server (default: $PORT, else 8080); the sandbox takes a free one.' },
  },
  run: async (args, context) => {
    try {
      const port = resolvePort(args.values.port as string | undefined, context.env, 8080);
      const prepared = await prepareBundles(context, { includeTenantBundles: false, includeAllTenantsBundle: true });
      if ('failure' in prepared) {
        context.err(prepared.failure);
        return 1;
      }
      const sandbox = await startServer(context, { port: 0, test: false, latencyMs: resolveLatency(context.env) });
      const config = createRsbuildConfig({ projectRoot: context.projectRoot, targets: prepared.targets, mode: 'development' });
      const rsbuild = await createRsbuild({
        cwd: context.projectRoot,
        config: { ...config, server: { port, strictPort: true, proxy: { '/api': sandbox.url, '/sandbox': sandbox.url } } },
      });
      const server = await rsbuild.startDevServer();
      context.out(`Sandbox API at ${sandbox.url}; open http://localhost:${server.port}/neubestellung/abo/?tenant=sz`);
      return await waitForShutdown(async () => {
        await server.server.close();
        await sandbox.close();
      });
    } catch (error) {
      context.err(`dev: ${(error as Error).message}`);
      return 1;
    }
  },
});
