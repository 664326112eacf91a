import { join } from 'node:path';
import { defineCommand } from '../defineCommand.ts';
import { listTenantKeys } from '../listTenantKeys.ts';
import { openInBrowser } from '../openInBrowser.ts';
import { previewProblem } from '../previewProblem.ts';
import { createReaderStartResponder } from '../serveReaderStart.ts';
import { resolveLatency, resolvePort, servingOptions, waitForShutdown } from '../servingOptions.ts';
import { seededCampaigns } from '../seededCampaigns.ts';
import { loadReaderStartRenderers } from '../startPages.ts';
import { startServer } from '../startServer.ts';

/** `preview --tenant KEY`: one tenant's own bundle (dist/KEY/) with the sandbox API. */
export const preview = defineCommand({
  words: ['preview'],
  summary: 'Serve one tenant’s built bundle dist/KEY/ with the sandbox API.',
  positionals: [],
  options: {
    tenant: { type: 'string', valueName: 'KEY', required: true, description: 'The tenant whose bundle to serve.' },
    port: { type: 'string', valueName: 'N', description: 'Port to listen on (default: $PORT, else 8080).' },
    reset: { type: 'boolean', description: 'Delete and reseed the sandbox database sandbox/data/sandbox.sqlite first.' },
    ...servingOptions,
  },
  run: async (args, context) => {
    const key = args.values.tenant as string;
    const problem = previewProblem(key, listTenantKeys(context.tenantsRoot), context.distRoot);
    if (problem) {
      context.err(`preview: ${problem}`);
      return 1;
    }
    try {
      const host = args.values.host as string | undefined;
      const bundleDir = join(context.distRoot, key);
      // Start as a publisher's nginx serves it: rendered for each reader by the Start renderer, which asks this sandbox.
      const render = (await loadReaderStartRenderers(context.projectRoot).catch(() => undefined))?.[key];
      let respond: ReturnType<typeof createReaderStartResponder> | undefined;
      let ownUrl = '';
      const sandbox = await startServer(context, {
        port: resolvePort(args.values.port as string | undefined, context.env, 8080),
        staticDir: bundleDir,
        test: false,
        latencyMs: resolveLatency(context.env),
        reset: args.values.reset === true,
        ...(host === undefined ? {} : { host }),
        ...(render === undefined
          ? {}
          : {
              serveStart: (request, response) => {
                respond ??= createReaderStartResponder({ bundleDir, render, upstream: ownUrl, trustProxy: false });
                return respond(request, response);
              },
            }),
      });
      ownUrl = sandbox.url;
      const campaign = seededCampaigns([{ key }]).find((c) => c.tenant === key);
      const query = campaign ? `?wa=${encodeURIComponent(campaign.salesCampaignId)}` : '';
      const url = `http://localhost:${sandbox.port}/neubestellung/abo/${query}`;
      context.out(`Previewing dist/${key}/ at ${url}  (Ctrl+C stops)`);
      context.out(
        render === undefined
          ? 'Start is the bundle\'s own page: the last build has no Start renderer for it.'
          : 'Start is rendered for each reader by the Start renderer, as behind nginx (docs/deployment.md, "The Start renderer").',
      );
      if (args.values.open === true) openInBrowser(url, context);
      return await waitForShutdown(async () => sandbox.close());
    } catch (error) {
      context.err(`preview: ${(error as Error).message}`);
      return 1;
    }
  },
});
