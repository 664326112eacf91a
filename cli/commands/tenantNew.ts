import { rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatTenantProblems } from '../../core/tenant/formatTenantProblems.ts';
import { checkTenants } from '../checkTenants.ts';
import { defineCommand } from '../defineCommand.ts';
import { scaffoldTenant } from '../scaffoldTenant.ts';

/** `tenant new KEY --name "Brand" [--theme NAME] [--from KEY]`: scaffolds a tenant package that passes the check at once. */
export const tenantNew = defineCommand({
  words: ['tenant', 'new'],
  summary: 'Scaffold tenants/KEY/ (tenant.ts, logo, favicon) from an existing tenant or the shared texts.',
  positionals: ['KEY'],
  options: {
    name: { type: 'string', valueName: 'NAME', required: true, description: 'The brand name readers know, e.g. "Demo Zeitung".' },
    theme: { type: 'string', valueName: 'THEME', description: 'A theme under themes/ (default: classic, or the --from tenant’s).' },
    from: { type: 'string', valueName: 'KEY', description: 'Copy plugins, flags, contact and URLs from this tenant.' },
  },
  details: ['KEY: 2 to 16 characters, lower-case letters, digits and "-", starting with a letter.'],
  run: async (args, context) => {
    const key = args.positionals[0]!;
    const name = args.values.name as string;
    const theme = args.values.theme as string | undefined;
    const from = args.values.from as string | undefined;
    let files: string[];
    try {
      files = await scaffoldTenant({
        projectRoot: context.projectRoot,
        sourceTenantsRoot: join(context.projectRoot, 'tenants'),
        tenantsRoot: context.tenantsRoot,
        key,
        name,
        ...(theme === undefined ? {} : { theme }),
        ...(from === undefined ? {} : { from }),
      });
    } catch (error) {
      context.err(`tenant new: ${(error as Error).message}`);
      return 1;
    }
    const dir = join(context.tenantsRoot, key);
    const { problems } = await checkTenants(context.projectRoot, context.tenantsRoot, [key]);
    if (problems.some((problem) => problem.level === 'error')) {
      // A package that fails its own check would only confuse; remove it and say why.
      rmSync(dir, { recursive: true, force: true });
      context.err(`tenant new: the scaffolded package did not pass the tenant check and was removed:\n${formatTenantProblems(problems)}`);
      return 1;
    }
    const shown = (file: string) => (relative(context.projectRoot, file).startsWith('..') ? file : relative(context.projectRoot, file));
    context.out(`Created ${shown(dir)}/${from === undefined ? '' : ` from tenants/${from}/`}; tenant check: ok.`);
    for (const file of files) context.out(`  ${shown(file)}`);
    context.out(
      [
        '',
        'Next steps:',
        `  1. Edit ${shown(files[0]!)}: hosts (the publisher's domain; ${key}.localhost stays for local use), the URLs`,
        '     (legal, contact, login, consent), phone, trackingContainerId, the plugins and any text the publisher words differently.',
        `  2. Replace ${shown(join(dir, 'assets'))}/logo.svg and favicon.svg with the brand's artwork.`,
        `  3. node cli/aboflow.mjs tenant check ${key}`,
        `  4. npm run build -- --tenant ${key}`,
        `  5. Preview: node cli/aboflow.mjs preview --tenant ${key}  (or npm start, then http://${key}.localhost:8080/neubestellung/abo/)`,
      ].join('\n'),
    );
    return 0;
  },
});
