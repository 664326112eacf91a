import { join } from 'node:path';
import { defineCommand } from '../defineCommand.ts';
import { listTenantKeys } from '../listTenantKeys.ts';
import { previewProblem } from '../previewProblem.ts';
import { listenReaderStart } from '../serveReaderStart.ts';
import { resolvePort, waitForShutdown } from '../servingOptions.ts';
import { loadReaderStartRenderers } from '../startPages.ts';

/**
 * `serve-start --tenant KEY --upstream URL`: the Start renderer beside a publisher's nginx (docs/deployment.md, "The
 * Start renderer"): answers the Start route with the page rendered from the reader's own answers.
 */
export const serveStart = defineCommand({
  words: ['serve-start'],
  summary: 'Render one tenant’s Start route per reader, for nginx or Caddy to ask (dist/KEY/deploy/).',
  positionals: [],
  options: {
    tenant: { type: 'string', valueName: 'KEY', required: true, description: 'The tenant whose built bundle dist/KEY/ to render.' },
    upstream: {
      type: 'string',
      valueName: 'URL',
      required: true,
      description: 'Origin of the back end that answers /api, as the web server’s upstream (e.g. http://127.0.0.1:8081).',
    },
    port: { type: 'string', valueName: 'N', description: 'Port to listen on (default: $PORT, else 8082).' },
    host: { type: 'string', valueName: 'ADDRESS', description: 'Address to listen on (default: 127.0.0.1, beside the web server).' },
  },
  run: async (args, context) => {
    const key = args.values.tenant as string;
    const problem = previewProblem(key, listTenantKeys(context.tenantsRoot), context.distRoot);
    if (problem) {
      context.err(`serve-start: ${problem}`);
      return 1;
    }
    try {
      const render = (await loadReaderStartRenderers(context.projectRoot))[key];
      if (!render) throw new Error(`the last build has no Start renderer for "${key}": npm run build -- --tenant ${key}`);
      const upstream = args.values.upstream as string;
      const running = await listenReaderStart({
        bundleDir: join(context.distRoot, key),
        render,
        upstream,
        // It listens beside the web server, which sets the forwarded headers: the reader's host and address come from them.
        trustProxy: true,
        port: resolvePort(args.values.port as string | undefined, context.env, 8082),
        host: (args.values.host as string | undefined) ?? '127.0.0.1',
      });
      context.out(`Rendering Start of dist/${key}/ at ${running.address} for the web server, asking ${upstream}  (Ctrl+C stops)`);
      return await waitForShutdown(() => running.close());
    } catch (error) {
      context.err(`serve-start: ${(error as Error).message}`);
      return 1;
    }
  },
});
