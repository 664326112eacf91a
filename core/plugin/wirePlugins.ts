import { validate } from 'superstruct';
import type { ExtensionPoint } from './defineExtensionPoint.ts';
import type { Plugin } from './definePlugin.ts';
import { pluginWiringError } from './pluginWiringError.ts';

/** The resolved contributions of a tenant's plugins, read by core through typed tokens. */
export interface PluginRegistry {
  /** The ids of the wired plugins, in the order the tenant lists them. */
  readonly pluginIds: readonly string[];
  /** Every contribution to `point`, sorted by `order` then plugin id for ordered points. */
  get<T>(point: ExtensionPoint<T>): readonly T[];
  has(pluginId: string): boolean;
}

interface Entry {
  readonly pluginId: string;
  readonly value: unknown;
}

function orderOf(value: unknown, fallback: number): number {
  if (value && typeof value === 'object' && 'order' in value && typeof value.order === 'number') return value.order;
  return fallback;
}

function describeFailure(error: { path: readonly (string | number)[]; message: string } | undefined): string {
  if (!error) return 'it does not match the expected shape';
  const where = error.path.length > 0 ? `field "${error.path.join('.')}"` : 'the value';
  // superstruct prefixes nested messages with "At path: x -- "; the field is named already.
  return `${where}: ${error.message.replace(/^At path: \S+ -- /, '')}`;
}

/**
 * Resolves plugins against the known extension points. Fails loudly, naming the culprit,
 * on a duplicate plugin id, bad options, a contribution to an unknown point, or a
 * contribution of the wrong shape.
 */
export function wirePlugins(
  plugins: readonly Plugin[],
  knownPoints: readonly ExtensionPoint<unknown>[],
): PluginRegistry {
  const pointsById = new Map(knownPoints.map((point) => [point.id, point]));
  const byPoint = new Map<string, Entry[]>();
  const ids: string[] = [];

  for (const plugin of plugins) {
    if (!plugin || plugin.kind !== 'plugin' || typeof plugin.id !== 'string' || plugin.id === '') {
      throw pluginWiringError(
        'A tenant lists something that is not a plugin. Enable plugins by calling their factory, e.g. plugins: [gift()].',
      );
    }
    if (ids.includes(plugin.id)) {
      throw pluginWiringError(
        `Plugin "${plugin.id}" is listed twice. Remove one of the two entries from the tenant's plugins.`,
        plugin.id,
      );
    }
    ids.push(plugin.id);

    if (plugin.optionsSchema) {
      const [error] = validate(plugin.options, plugin.optionsSchema);
      if (error) {
        throw pluginWiringError(
          `Plugin "${plugin.id}" has bad options: ${describeFailure(error)}. Fix the options passed to ${plugin.id}(...).`,
          plugin.id,
        );
      }
    }

    for (const contribution of plugin.contributes) {
      const known = pointsById.get(contribution.point?.id);
      if (!known || known !== contribution.point) {
        throw pluginWiringError(
          `Plugin "${plugin.id}" contributes to unknown extension point "${contribution.point?.id ?? String(contribution.point)}". ` +
            `Use one of the points core exports: ${[...pointsById.keys()].join(', ')}.`,
          plugin.id,
        );
      }
      const [error] = validate(contribution.value, known.shape);
      if (error) {
        throw pluginWiringError(
          `Plugin "${plugin.id}" contributes a value of the wrong shape to "${known.id}": ${describeFailure(error)}.`,
          plugin.id,
        );
      }
      const list = byPoint.get(known.id) ?? [];
      list.push({ pluginId: plugin.id, value: contribution.value });
      byPoint.set(known.id, list);
    }
  }

  const sorted = new Map<string, readonly unknown[]>();
  for (const [pointId, entries] of byPoint) {
    const point = pointsById.get(pointId)!;
    const ordered =
      point.defaultOrder === undefined
        ? entries
        : [...entries].sort(
            (a, b) =>
              orderOf(a.value, point.defaultOrder!) - orderOf(b.value, point.defaultOrder!) ||
              a.pluginId.localeCompare(b.pluginId),
          );
    sorted.set(pointId, ordered.map((entry) => entry.value));
  }

  // One frozen array per point, the same on every call: React effects that depend on a point's
  // contributions must not re-run because the registry answered with a fresh empty array.
  const none: readonly unknown[] = Object.freeze([]);
  for (const [pointId, values] of sorted) sorted.set(pointId, Object.freeze(values));
  return {
    pluginIds: ids,
    get: <T,>(point: ExtensionPoint<T>) => (sorted.get(point.id) ?? none) as readonly T[],
    has: (pluginId: string) => ids.includes(pluginId),
  };
}
