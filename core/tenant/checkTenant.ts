import { validate, type Struct } from 'superstruct';
import { wirePlugins } from '../plugin/wirePlugins.ts';
import { isPluginWiringError, type WiringProblemCode } from '../plugin/pluginWiringError.ts';
import type { ExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { Plugin } from '../plugin/definePlugin.ts';
import { describeFailure } from './describeFailure.ts';
import { tenantPageTextsSchema } from './tenantPageTextsSchema.ts';
import { tenantSchema } from './tenantSchema.ts';
import type { Tenant } from './defineTenant.ts';
import type { TenantProblem } from './TenantProblem.ts';

// What to do about each kind of wiring problem, for the tenant check's one-line report.
const wiringFixes: Readonly<Record<WiringProblemCode, string>> = {
  ABOFLOW_NOT_A_PLUGIN: 'enable plugins by calling their factory, e.g. bonus()',
  ABOFLOW_DUPLICATE_PLUGIN: 'enable each plugin once',
  ABOFLOW_BAD_PLUGIN_OPTIONS: "pass options that match the plugin's documented options",
  ABOFLOW_MISSING_DEPENDENCY: 'enable the plugin it names as well',
  ABOFLOW_UNKNOWN_EXTENSION_POINT: 'contribute only to extension points core exports, with the documented shape',
  ABOFLOW_CONTRIBUTION_SHAPE: 'contribute only to extension points core exports, with the documented shape',
  ABOFLOW_DUPLICATE_CONTRIBUTION: 'give each contribution to an extension point its own id',
  ABOFLOW_DUPLICATE_STATE: 'give each plugin state its own id',
};

export type { TenantProblem } from './TenantProblem.ts';

function problemsOf(value: unknown, schema: Struct<unknown, unknown>, tenant: string, prefix: readonly string[] = []): TenantProblem[] {
  const [error] = validate(value, schema);
  if (!error) return [];
  return error.failures().map((failure) => ({
    tenant,
    field: [...prefix, ...failure.path].join('.') || '(root)',
    level: 'error' as const,
    ...describeFailure(failure, schema, prefix),
  }));
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
    return [
      { tenant: tenant.key, field: 'pageTexts', level: 'error', message: `the page texts do not load: ${(loadError as Error).message}`, fix: 'make pageTexts resolve to the page texts' },
    ];
  }
  return problemsOf(texts, tenantPageTextsSchema as Struct<unknown, unknown>, tenant.key, ['pageTexts']);
}

/** Each plugin's options against the plugin's own schema, as strictly as its options type: the field is `plugins.<id>.<option>`. */
function pluginOptionProblems(plugins: readonly Plugin[], tenant: string): TenantProblem[] {
  return plugins.flatMap((plugin) =>
    plugin.optionsSchema
      ? problemsOf(plugin.options, plugin.optionsSchema as Struct<unknown, unknown>, tenant, ['plugins', plugin.id]).map((problem) => ({
          ...problem,
          fix: `${problem.fix} in ${plugin.id}({ ... })`,
        }))
      : [],
  );
}

/**
 * Validates a tenant package against the schema, checks each plugin's options and wires its plugins.
 * Returns every problem found; an empty list means the tenant is good to build. Messages are plain
 * English for integrators: no type names, regular expressions or stacks.
 */
export function checkTenant(
  candidate: unknown,
  knownPoints: readonly ExtensionPoint<unknown>[],
  expectedKey?: string,
): TenantProblem[] {
  const declaredKey = candidate && typeof candidate === 'object' && 'key' in candidate ? candidate.key : undefined;
  const key = expectedKey ?? (declaredKey === undefined ? '(unknown)' : String(declaredKey));
  const problems: TenantProblem[] = [];
  if (expectedKey && declaredKey !== expectedKey) {
    problems.push({
      tenant: expectedKey,
      field: 'key',
      level: 'error',
      message: `the package in tenants/${expectedKey}/ declares key ${JSON.stringify(declaredKey) ?? 'nothing'}`,
      fix: `set key to "${expectedKey}" or rename the folder`,
    });
  }
  const schemaProblems = problemsOf(candidate, tenantSchema as Struct<unknown, unknown>, key);
  if (schemaProblems.length > 0) return [...problems, ...schemaProblems];
  const tenant = candidate as Tenant;
  const optionProblems = pluginOptionProblems(tenant.plugins, key);
  if (optionProblems.length > 0) return [...problems, ...optionProblems];
  try {
    wirePlugins(tenant.plugins, knownPoints);
  } catch (wiringError) {
    if (!isPluginWiringError(wiringError)) throw wiringError;
    for (const problem of wiringError.problems) {
      problems.push({ tenant: key, field: 'plugins', level: 'error', message: problem.message, fix: wiringFixes[problem.code] });
    }
  }
  return problems;
}
