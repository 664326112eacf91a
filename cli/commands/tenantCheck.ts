import { formatTenantProblems } from '../../core/tenant/formatTenantProblems.ts';
import { checkTenants } from '../checkTenants.ts';
import { defineCommand } from '../defineCommand.ts';
import { listTenantKeys } from '../listTenantKeys.ts';

/** `tenant check [KEY]`: validates tenant packages without building. */
export const tenantCheck = defineCommand({
  words: ['tenant', 'check'],
  summary: 'Validate one tenant package (or all) against the tenant schema and wire its plugins.',
  positionals: ['[KEY]'],
  options: {},
  run: async (args, context) => {
    const known = listTenantKeys(context.tenantsRoot);
    const key = args.positionals[0];
    if (key !== undefined && !known.includes(key)) {
      context.err(`Unknown tenant "${key}". Known tenants: ${known.join(', ') || '(none)'}.`);
      return 1;
    }
    const keys = key === undefined ? known : [key];
    if (keys.length === 0) {
      context.err(`No tenant packages found in ${context.tenantsRoot} (expected <key>/tenant.ts).`);
      return 1;
    }
    const { problems } = await checkTenants(context.projectRoot, context.tenantsRoot, keys);
    for (const checked of keys) {
      const count = problems.filter((p) => p.tenant === checked).length;
      context.out(`${count === 0 ? 'ok  ' : 'FAIL'}  ${checked}${count === 0 ? '' : ` (${count} problem${count === 1 ? '' : 's'})`}`);
    }
    if (problems.length === 0) {
      context.out(`${keys.length} tenant(s) checked, no problems.`);
      return 0;
    }
    context.err(formatTenantProblems(problems));
    return 1;
  },
});
