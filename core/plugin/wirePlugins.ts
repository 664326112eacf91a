import { validate } from 'superstruct';
import type { ExtensionPoint } from './defineExtensionPoint.ts';
import type { Plugin } from './definePlugin.ts';
import { buildRegistry, type ContributionEntry, type PluginRegistry } from './buildRegistry.ts';
import { pluginWiringError, type WiringProblem } from './pluginWiringError.ts';

export type { PluginRegistry } from './buildRegistry.ts';

type Entry = ContributionEntry<unknown>;

function idOf(value: unknown): string | undefined {
  return value && typeof value === 'object' && 'id' in value && typeof value.id === 'string' ? value.id : undefined;
}

function describeFailure(error: { path: readonly (string | number)[]; message: string } | undefined): string {
  if (!error) return 'it does not match the expected shape';
  const where = error.path.length > 0 ? `field "${error.path.join('.')}"` : 'the value';
  // superstruct prefixes nested messages with "At path: x -- "; the field is named already.
  return `${where}: ${error.message.replace(/^At path: \S+ -- /, '')}`;
}

// Two states under one key would overwrite each other in `store.pluginState`.
function duplicateStateProblems(plugins: readonly Plugin[]): WiringProblem[] {
  const owners = new Map<string, string>();
  const problems: WiringProblem[] = [];
  for (const plugin of plugins) {
    for (const state of plugin.state ?? []) {
      const owner = owners.get(state.id);
      if (owner === undefined) owners.set(state.id, plugin.id);
      else problems.push({
        code: 'ABOFLOW_DUPLICATE_STATE',
        message: `Plugin "${plugin.id}" declares state "${state.id}", which plugin "${owner}" already declares. Give one of them another id.`,
        pluginId: plugin.id,
      });
    }
  }
  return problems;
}

/**
 * Resolves plugins against the known extension points and records which plugin made each
 * contribution. Collects every problem of the run (something that is not a plugin, a plugin listed
 * twice, bad options, a missing required plugin, a contribution to an unknown point, of the wrong
 * shape, or with an id another contribution to the same point already has, a state id two plugins declare) and throws one
 * PluginWiringError listing them all, each with a stable code; else answers `buildRegistry(plugins)`. `checkRequires: false` skips the
 * required-plugin check (one plugin mounted alone in its unit tests).
 */
export function wirePlugins(
  plugins: readonly Plugin[],
  knownPoints: readonly ExtensionPoint<unknown>[],
  options: { readonly checkRequires?: boolean } = {},
): PluginRegistry {
  const pointsById = new Map(knownPoints.map((point) => [point.id, point]));
  const byPoint = new Map<string, Entry[]>();
  const ids: string[] = [];
  const problems: WiringProblem[] = [];
  const wired: Plugin[] = [];

  for (const plugin of plugins) {
    if (!plugin || plugin.kind !== 'plugin' || typeof plugin.id !== 'string' || plugin.id === '') {
      problems.push({
        code: 'ABOFLOW_NOT_A_PLUGIN',
        message: 'A tenant lists something that is not a plugin. Enable plugins by calling their factory, e.g. plugins: [bonus()].',
        pluginId: undefined,
      });
      continue;
    }
    if (ids.includes(plugin.id)) {
      problems.push({
        code: 'ABOFLOW_DUPLICATE_PLUGIN',
        message: `Plugin "${plugin.id}" is listed twice. Remove one of the two entries from the tenant's plugins.`,
        pluginId: plugin.id,
      });
      continue;
    }
    ids.push(plugin.id);
    wired.push(plugin);

    if (plugin.optionsSchema) {
      const [error] = validate(plugin.options, plugin.optionsSchema);
      if (error) {
        problems.push({
          code: 'ABOFLOW_BAD_PLUGIN_OPTIONS',
          message: `Plugin "${plugin.id}" has bad options: ${describeFailure(error)}. Fix the options passed to ${plugin.id}(...).`,
          pluginId: plugin.id,
        });
      }
    }

    for (const contribution of plugin.contributes) {
      const known = pointsById.get(contribution.point?.id);
      if (!known || known !== contribution.point) {
        problems.push({
          code: 'ABOFLOW_UNKNOWN_EXTENSION_POINT',
          message:
            `Plugin "${plugin.id}" contributes to unknown extension point "${contribution.point?.id ?? String(contribution.point)}". ` +
            `Use one of the points core exports: ${[...pointsById.keys()].join(', ')}.`,
          pluginId: plugin.id,
        });
        continue;
      }
      const [error] = validate(contribution.value, known.shape);
      if (error) {
        problems.push({
          code: 'ABOFLOW_CONTRIBUTION_SHAPE',
          message: `Plugin "${plugin.id}" contributes a value of the wrong shape to "${known.id}": ${describeFailure(error)}.`,
          pluginId: plugin.id,
        });
        continue;
      }
      const list = byPoint.get(known.id) ?? [];
      const id = idOf(contribution.value);
      const holder = id === undefined ? undefined : list.find((entry) => idOf(entry.value) === id);
      if (holder) {
        problems.push({
          code: 'ABOFLOW_DUPLICATE_CONTRIBUTION',
          message: `Plugin "${plugin.id}" contributes "${id}" to "${known.id}", which plugin "${holder.pluginId}" already contributes. Give one of them another id.`,
          pluginId: plugin.id,
        });
        continue;
      }
      list.push({ pluginId: plugin.id, value: contribution.value });
      byPoint.set(known.id, list);
    }
  }

  problems.push(...duplicateStateProblems(wired));

  // mountPlugin wires one plugin alone for its unit tests; a tenant always gets the check.
  for (const plugin of options.checkRequires === false ? [] : wired) {
    for (const required of plugin.requires ?? []) {
      if (!ids.includes(required)) {
        problems.push({
          code: 'ABOFLOW_MISSING_DEPENDENCY',
          message: `Plugin "${plugin.id}" needs plugin "${required}", which the tenant does not enable. Add ${required}() to the tenant's plugins.`,
          pluginId: plugin.id,
        });
      }
    }
  }
  const [first, ...rest] = problems;
  if (first) throw pluginWiringError([first, ...rest]);
  return buildRegistry(plugins);
}

