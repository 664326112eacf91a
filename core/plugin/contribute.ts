import type { ExtensionPoint } from './defineExtensionPoint.ts';

/** One plugin's contribution to one extension point. */
export interface Contribution<T = unknown> {
  readonly point: ExtensionPoint<T>;
  readonly value: T;
}

/** Pairs a value with the point it is for; the type of `value` follows the point. */
export function contribute<T>(point: ExtensionPoint<T>, value: T): Contribution<T> {
  return { point, value };
}
