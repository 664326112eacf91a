import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { is } from 'superstruct';
import { tenantSchema } from '../core/tenant/tenantSchema.ts';

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
