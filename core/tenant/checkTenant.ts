import { validate, type Failure } from 'superstruct';
import { wirePlugins } from '../plugin/wirePlugins.ts';
import { isPluginWiringError, type WiringProblemCode } from '../plugin/pluginWiringError.ts';
import type { ExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import { tenantPageTextsSchema } from './tenantPageTextsSchema.ts';
import { tenantSchema } from './tenantSchema.ts';
import type { Tenant } from './defineTenant.ts';

// What to do about each kind of wiring problem, for the tenant check's one-line report.
const wiringFixes: Readonly<Record<WiringProblemCode, string>> = {
  ABOFLOW_NOT_A_PLUGIN: 'enable plugins by calling their factory, e.g. gift()',
  ABOFLOW_DUPLICATE_PLUGIN: 'enable each plugin once',
  ABOFLOW_BAD_PLUGIN_OPTIONS: "pass options that match the plugin's documented options",
  ABOFLOW_MISSING_DEPENDENCY: 'enable the plugin it names as well',
  ABOFLOW_UNKNOWN_EXTENSION_POINT: 'contribute only to extension points core exports, with the documented shape',
  ABOFLOW_CONTRIBUTION_SHAPE: 'contribute only to extension points core exports, with the documented shape',
  ABOFLOW_DUPLICATE_CONTRIBUTION: 'give each contribution to an extension point its own id',
};

/** One problem found in a tenant package: which tenant, which field, and how to fix it. */
export interface TenantProblem {
  readonly tenant: string;
  readonly field: string;
  readonly message: string;
  readonly fix: string;
}

function fixFor(failure: Failure): string {
  const field = failure.path.join('.');
  if (failure.value === undefined) return `add "${field}" to the tenant`;
  if (failure.type === 'never') return `remove "${field}": the tenant schema has no such field`;
  if (failure.type === 'hexColor') return `set "${field}" to a colour written #rrggbb, e.g. "#0b3d6e"`;
  if (failure.type === 'url') return `set "${field}" to an absolute https:// URL or a path starting with "/"`;
  if (failure.refinement) return `set "${field}" to a value that passes "${failure.refinement}"`;
  const article = /^[aeiou]/i.test(failure.type) ? 'an' : 'a';
  return `set "${field}" to ${article} ${failure.type}`;
}

function problemsOf(failures: readonly Failure[], tenant: string, prefix = ''): TenantProblem[] {
  return failures.map((failure) => {
    const located = { ...failure, path: [...(prefix ? [prefix] : []), ...failure.path] };
    return { tenant, field: located.path.join('.') || '(root)', message: failure.message, fix: fixFor(located) };
  });
}

/**
 * Loads a checked tenant's page texts (`pageTexts`) and validates them: a loader that throws or
 * texts that miss a sentence are problems of the field `pageTexts.<block>.<key>`.
 */
export async function checkTenantPageTexts(tenant: Tenant): Promise<TenantProblem[]> {
  let texts: unknown;
  try {
    texts = await tenant.pageTexts();
  } catch (loadError) {
    return [{ tenant: tenant.key, field: 'pageTexts', message: (loadError as Error).message, fix: 'make pageTexts resolve to the page texts' }];
  }
  const [error] = validate(texts, tenantPageTextsSchema);
  return error ? problemsOf(error.failures(), tenant.key, 'pageTexts') : [];
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
  const declaredKey = candidate && typeof candidate === 'object' && 'key' in candidate ? candidate.key : undefined;
  if (expectedKey && declaredKey !== expectedKey) {
    problems.push({
      tenant: expectedKey,
      field: 'key',
      message: `the package in tenants/${expectedKey}/ declares key "${String(declaredKey)}"`,
      fix: `set key to "${expectedKey}" or rename the folder`,
    });
  }
  if (error) {
    problems.push(...problemsOf(error.failures(), key));
    return problems;
  }
  const tenant = candidate as Tenant;
  try {
    wirePlugins(tenant.plugins, knownPoints);
  } catch (wiringError) {
    if (!isPluginWiringError(wiringError)) throw wiringError;
    for (const problem of wiringError.problems) {
      problems.push({ tenant: key, field: 'plugins', message: problem.message, fix: wiringFixes[problem.code] });
    }
  }
  return problems;
}
