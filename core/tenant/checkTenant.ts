import { validate, type Failure } from 'superstruct';
import { wirePlugins } from '../plugin/wirePlugins.ts';
import type { ExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import { tenantSchema } from './tenantSchema.ts';
import type { Tenant } from './defineTenant.ts';

/** One problem found in a tenant package: which tenant, which field, and how to fix it. */
export interface TenantProblem {
  readonly tenant: string;
  readonly field: string;
  readonly message: string;
  readonly fix: string;
}

function fixFor(failure: Failure): string {
  if (failure.value === undefined) return `add "${failure.path.join('.')}" to the tenant`;
  if (failure.type === 'never') return `remove "${failure.path.join('.')}": the tenant schema has no such field`;
  return `set "${failure.path.join('.')}" to ${failure.refinement ? `a value that passes "${failure.refinement}"` : `a ${failure.type}`}`;
}

/**
 * Validates a tenant package against the schema and wires its plugins.
 * Returns every problem found; an empty list means the tenant is good to build.
 */
export function checkTenant(
  candidate: unknown,
  knownPoints: readonly ExtensionPoint<unknown>[],
  expectedKey?: string,
): TenantProblem[] {
  const key =
    expectedKey ??
    (candidate && typeof candidate === 'object' && 'key' in candidate ? String(candidate.key) : '(unknown)');
  const [error] = validate(candidate, tenantSchema);
  const problems: TenantProblem[] = [];
  if (error) {
    for (const failure of error.failures()) {
      problems.push({
        tenant: key,
        field: failure.path.join('.') || '(root)',
        message: failure.message,
        fix: fixFor(failure),
      });
    }
    return problems;
  }
  const tenant = candidate as Tenant;
  if (expectedKey && tenant.key !== expectedKey) {
    problems.push({
      tenant: expectedKey,
      field: 'key',
      message: `the package in tenants/${expectedKey}/ declares key "${tenant.key}"`,
      fix: `set key to "${expectedKey}" or rename the folder`,
    });
  }
  try {
    wirePlugins(tenant.plugins, knownPoints);
  } catch (wiringError) {
    problems.push({
      tenant: key,
      field: 'plugins',
      message: (wiringError as Error).message,
      fix: 'correct the plugin list or the plugin options as the message says',
    });
  }
  return problems;
}
