import type { PluginState } from '../funnel/definePluginState.ts';
import type { ExtensionPoint } from './defineExtensionPoint.ts';
import type { Plugin } from './definePlugin.ts';

/** One contribution with the plugin that made it (provenance). */
export interface ContributionEntry<T> {
  readonly pluginId: string;
  readonly value: T;
}

/** The resolved contributions of a tenant's plugins, read by core through typed tokens. */
export interface PluginRegistry {
  /** The ids of the wired plugins, in the order the tenant lists them. */
  readonly pluginIds: readonly string[];
  /** Every contribution to `point`, sorted by `order` then plugin id for ordered points. */
  get<T>(point: ExtensionPoint<T>): readonly T[];
  /** The same contributions as `get`, each with the id of the plugin that contributed it. */
  entries<T>(point: ExtensionPoint<T>): readonly ContributionEntry<T>[];
  has(pluginId: string): boolean;
  /** Every state the wired plugins declare (`definePlugin({ state })`). */
  readonly states: readonly PluginState<unknown>[];
}

function orderOf(value: unknown, fallback: number): number {
  if (value && typeof value === 'object' && 'order' in value && typeof value.order === 'number') return value.order;
  return fallback;
}

// Plugin ids are ASCII: code-unit order is the same everywhere, and unlike localeCompare it does not build an ICU
// collator while the page starts (about 6 ms of a phone's main thread on the Start route).
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The registry of plugins that are known to fit: contributions grouped by point, ordered points
 * sorted by `order` then plugin id, each entry with its plugin. It checks nothing: `wirePlugins`
 * checks first (tenant check, build, tests); the browser builds the registry of a tenant that the
 * build has checked, so the page does not carry the checks and their messages.
 */
export function buildRegistry(plugins: readonly Plugin[]): PluginRegistry {
  const byPoint = new Map<string, { point: ExtensionPoint<unknown>; entries: ContributionEntry<unknown>[] }>();
  for (const plugin of plugins) {
    for (const { point, value } of plugin.contributes) {
      const group = byPoint.get(point.id) ?? { point, entries: [] as ContributionEntry<unknown>[] };
      group.entries.push({ pluginId: plugin.id, value });
      byPoint.set(point.id, group);
    }
  }
  const sorted = new Map<string, readonly ContributionEntry<unknown>[]>();
  for (const [pointId, { point, entries }] of byPoint) {
    const fallback = point.defaultOrder;
    const ordered =
      fallback === undefined
        ? entries
        : [...entries].sort((a, b) => orderOf(a.value, fallback) - orderOf(b.value, fallback) || byCodeUnits(a.pluginId, b.pluginId));
    sorted.set(pointId, Object.freeze(ordered));
  }

  // One frozen array per point, the same on every call: React effects that depend on a point's
  // contributions must not re-run because the registry answered with a fresh empty array.
  const none: readonly never[] = Object.freeze([]);
  const values = new Map([...sorted].map(([pointId, entries]) => [pointId, Object.freeze(entries.map((entry) => entry.value))]));
  const ids = plugins.map((plugin) => plugin.id);
  return {
    pluginIds: ids,
    get: <T,>(point: ExtensionPoint<T>) => (values.get(point.id) ?? none) as readonly T[],
    entries: <T,>(point: ExtensionPoint<T>) => (sorted.get(point.id) ?? none) as readonly ContributionEntry<T>[],
    has: (pluginId: string) => ids.includes(pluginId),
    states: plugins.flatMap((plugin) => plugin.state ?? []),
  };
}
