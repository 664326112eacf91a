import { nullable, optional } from 'superstruct';
import type { Struct } from 'superstruct';

/** A field a real service may leave out or send as null. */
export function maybe<T, S>(struct: Struct<T, S>): Struct<T | null | undefined, S> {
  return optional(nullable(struct));
}
