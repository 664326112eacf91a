import { formatTenantProblems } from '../../core/tenant/TenantProblem.ts';
import { checkTenants } from '../checkTenants.ts';
import { defineCommand } from '../defineCommand.ts';
import { listTenantKeys } from '../listTenantKeys.ts';
import { unknownTenantMessage } from '../tenantKeyProblem.ts';

/** `tenant check [KEY] [--json] [--production]`: validates tenant packages without building. */
export const tenantCheck = defineCommand({
  words: ['tenant', 'check'],
  summary: 'Validate one tenant package (or all): schema, plugin options, placeholders, hosts and tracking ids shared with another tenant.',
  positionals: ['[KEY]'],
  options: {
    json: { type: 'boolean', description: 'Print the result as JSON: { ok, tenants, problems: [{ tenant, field, level, message, fix }] }.' },
    production: { type: 'boolean', description: 'Check as the production build does: leftover placeholders are errors, not warnings.' },
  },
  details: ['Exit code 0 when no tenant has an error (warnings allowed), 1 otherwise.'],
  run: async (args, context) => {
    const known = listTenantKeys(context.tenantsRoot);
    const key = args.positionals[0];
    if (key !== undefined && !known.includes(key)) {
      context.err(unknownTenantMessage(key, known));
      return 1;
    }
    const keys = key === undefined ? known : [key];
    if (keys.length === 0) {
      context.err(`No tenant packages found in ${context.tenantsRoot} (expected <key>/tenant.ts).`);
      return 1;
    }
    const { problems } = await checkTenants(context.projectRoot, context.tenantsRoot, keys, {
      placeholders: args.values.production === true ? 'error' : 'warning',
    });
    const errorsOf = (checked: string) => problems.filter((p) => p.tenant === checked && p.level === 'error').length;
    const ok = problems.every((p) => p.level !== 'error');
    if (args.values.json === true) {
      context.out(JSON.stringify({ ok, tenants: keys.map((checked) => ({ key: checked, ok: errorsOf(checked) === 0 })), problems }, null, 2));
      return ok ? 0 : 1;
    }
    for (const checked of keys) {
      const errors = errorsOf(checked);
      const warnings = problems.filter((p) => p.tenant === checked && p.level === 'warning').length;
      const counts = [errors > 0 ? `${errors} error${errors === 1 ? '' : 's'}` : '', warnings > 0 ? `${warnings} warning${warnings === 1 ? '' : 's'}` : '']
        .filter(Boolean)
        .join(', ');
      context.out(`${errors === 0 ? 'ok  ' : 'FAIL'}  ${checked}${counts ? ` (${counts})` : ''}`);
    }
    if (problems.length > 0) context.err(formatTenantProblems(problems));
    context.out(ok ? `${keys.length} tenant(s) checked, no errors.` : `${keys.length} tenant(s) checked; fix the errors above.`);
    return ok ? 0 : 1;
  },
});
