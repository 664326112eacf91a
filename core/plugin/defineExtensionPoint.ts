import type { Struct } from 'superstruct';

/**
 * A typed extension point: a token created once in core that plugins contribute to.
 * `T` is the shape of one contribution; `shape` checks it at wiring time so that a
 * contribution of the wrong shape fails loudly instead of breaking a page later.
 */
export interface ExtensionPoint<T> {
  readonly kind: 'extensionPoint';
  readonly id: string;
  // The shape only checks the data parts of a contribution (functions are checked as functions).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly shape: Struct<any, any>;
  /** Contributions are sorted by `order` (then plugin id); undefined means the point is unordered. */
  readonly defaultOrder: number | undefined;
  /** Phantom field that carries `T` for type inference; never set at run time. */
  readonly __contribution?: T;
}

/**
 * Creates an extension point token. Call it once, in core, with TSDoc that says what the point carries and which spec
 * rule it serves (the token ships in every bundle, so its documentation stays out of it).
 */
export function defineExtensionPoint<T>(spec: {
  id: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  shape: Struct<any, any>;
  defaultOrder?: number;
}): ExtensionPoint<T> {
  return {
    kind: 'extensionPoint',
    id: spec.id,
    shape: spec.shape,
    defaultOrder: spec.defaultOrder,
  };
}
