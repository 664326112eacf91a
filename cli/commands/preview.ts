import { join } from 'node:path';
import { defineCommand } from '../defineCommand.ts';
import { requireBundle } from '../requireBundle.ts';
import { resolveLatency } from '../resolveLatency.ts';
import { resolvePort } from '../resolvePort.ts';
import { seededCampaigns } from '../seededCampaigns.ts';
import { startServer } from '../startServer.ts';
import { waitForShutdown } from '../waitForShutdown.ts';

/** `preview --tenant KEY`: one tenant's own bundle (dist/KEY/) with the sandbox API. */
export const preview = defineCommand({
  words: ['preview'],
  summary: 'Serve one tenant’s built bundle dist/KEY/ with the sandbox API.',
  positionals: [],
  options: {
    tenant: { type: 'string', valueName: 'KEY', required: true, description: 'The tenant whose bundle to serve.' },
    port: { type: 'string', valueName: 'N', description: 'Port to listen on (default: $PORT, else 8080).' },
  },
  run: async (args, context) => {
    const key = args.values.tenant as string;
    if (!requireBundle(context, key, `npm run build -- --tenant ${key}`)) return 1;
    try {
      const sandbox = await startServer(context, {
        port: resolvePort(args.values.port as string | undefined, context.env, 8080),
        staticDir: join(context.distRoot, key),
        test: false,
        latencyMs: resolveLatency(context.env),
      });
      const base = sandbox.url.replace(/\/$/, '');
      const campaign = seededCampaigns().find((c) => c.tenant === key);
      const query = campaign ? `?wa=${encodeURIComponent(campaign.salesCampaignId)}` : '';
      context.out(`Previewing dist/${key}/ at ${base}/neubestellung/abo/${query}  (Ctrl+C stops)`);
      return await waitForShutdown(async () => sandbox.close());
    } catch (error) {
      context.err(`preview: ${(error as Error).message}`);
      return 1;
    }
  },
});
