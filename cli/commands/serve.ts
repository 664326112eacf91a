import { join } from 'node:path';
import { allTenantsName } from '../allTenantsName.ts';
import { defineCommand } from '../defineCommand.ts';
import { resolveLatency, resolvePort, waitForShutdown, servingOptions } from '../servingOptions.ts';
import { startServer } from '../startServer.ts';
import { requireBundle } from '../isBundleStale.ts';
import { openInBrowser } from '../openInBrowser.ts';

/** `serve --port N [--test]`: the built multi-tenant app with the sandbox API, no build; Playwright's webServer runs it with --test. */
export const serve = defineCommand({
  words: ['serve'],
  summary: 'Serve the built dist/_all/ with the sandbox API (no build, no URL list).',
  positionals: [],
  options: {
    port: { type: 'string', valueName: 'N', description: 'Port to listen on (default: $PORT, else 8080).' },
    test: { type: 'boolean', description: 'Test mode: in-memory database, no latency (for Playwright).' },
    ...servingOptions,
  },
  run: async (args, context) => {
    const staticDir = join(context.distRoot, allTenantsName);
    if (!requireBundle(context, allTenantsName, 'npm run build')) return 1;
    try {
      const test = args.values.test === true;
      const host = args.values.host as string | undefined;
      const sandbox = await startServer(context, {
        ...(host === undefined ? {} : { host }),
        port: resolvePort(args.values.port as string | undefined, context.env, 8080),
        staticDir,
        test,
        latencyMs: test ? 0 : resolveLatency(context.env),
      });
      context.out(`Serving ${staticDir} with the sandbox API at ${sandbox.url}${test ? ' (test mode)' : ''}`);
      if (args.values.open === true) openInBrowser(`http://localhost:${sandbox.port}/neubestellung/abo/?tenant=sz&wa=SZ-DIGITAL-STANDARD`, context);
      return await waitForShutdown(async () => sandbox.close());
    } catch (error) {
      context.err(`serve: ${(error as Error).message}`);
      return 1;
    }
  },
});
