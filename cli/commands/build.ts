import { buildBundles } from '../buildBundles.ts';
import { defineCommand } from '../defineCommand.ts';

/** `build [--tenant KEY]`: the production bundles in dist/ with the size report. */
export const build = defineCommand({
  words: ['build'],
  summary: 'Check the tenants and build dist/<key>/ for each tenant plus the multi-tenant dist/_all/, then report sizes; write the back-end contract.',
  positionals: [],
  options: {
    tenant: { type: 'string', valueName: 'KEY', description: 'Build only this tenant (dist/KEY/); other dist folders stay as they are.' },
    'allow-placeholders': { type: 'boolean', description: 'Build a trial bundle although a tenant still has placeholders (TODO, *.example, +00).' },
  },
  details: [
    'The build fails (exit 1) on a tenant problem (a leftover placeholder too, unless --allow-placeholders), a compile error, or when a Start route loads more than',
    '135 kB (1 kB = 1000 bytes) of initial JS after gzip. Sizes are also written to dist/size-report.json.',
    'The back-end contract (OpenAPI 3.1 of every call) is written to dist/contract/openapi.json.',
  ],
  run: async (args, context) => {
    const tenant = args.values.tenant as string | undefined;
    // Loaded here: the contract reads every schema of core and admin, which no other command needs to start.
    const { writeContract } = await import('../contract/buildContract.ts');
    context.out(`Back-end contract: ${writeContract(context.distRoot)}`);
    return buildBundles(context, {
      ...(tenant === undefined ? {} : { tenant }),
      includeTenantBundles: true,
      includeAllTenantsBundle: tenant === undefined,
      placeholders: args.values['allow-placeholders'] === true ? 'warning' : 'error',
    });
  },
});
