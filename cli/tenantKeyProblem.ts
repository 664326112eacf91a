import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { is } from 'superstruct';
import { tenantSchema } from '../core/tenant/tenantSchema.ts';
import { closestMatch } from '../core/tenant/closestMatch.ts';

/** Folders the build writes beside the tenant bundles in `dist/`: a tenant of that name would share its folder. */
const reservedKeys = new Set(['contract']);

/** Why `key` cannot be the key of a new tenant under `tenantsRoot`, or undefined when it can. */
export function tenantKeyProblem(key: string, tenantsRoot: string): string | undefined {
  if (!is(key, tenantSchema.schema.key)) {
    return `"${key}" is not a valid tenant key: use 2 to 16 characters, lower-case letters, digits and "-", starting with a letter (e.g. "demo" or "nwz-online").`;
  }
  if (reservedKeys.has(key)) {
    return `"${key}" is taken by the build: dist/${key}/ holds the back-end contract (docs/contract.md, "The back-end contract"). Pick another key.`;
  }
  if (existsSync(join(tenantsRoot, key))) {
    return `${join(tenantsRoot, key)} already exists. Pick another key, or edit that tenant instead.`;
  }
  return undefined;
}

/** The one line for a tenant key no package has: a "did you mean" when one is close, and the known keys. */
export function unknownTenantMessage(key: string, known: readonly string[]): string {
  const suggestion = closestMatch(key, known);
  return `Unknown tenant "${key}".${suggestion ? ` Did you mean "${suggestion}"?` : ''} Known tenants: ${known.join(', ') || '(none)'}.`;
}
