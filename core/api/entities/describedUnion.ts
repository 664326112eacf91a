import { Struct, union } from 'superstruct';
import type { Infer } from 'superstruct';

// biome-ignore lint/suspicious/noExplicitAny: superstruct's own AnyStruct is Struct<any, any>.
type AnyStruct = Struct<any, any>;

/**
 * superstruct's `union`, with its members kept in `schema`. superstruct's own union keeps them in a closure,
 * so nothing can describe it afterwards; the back-end contract (`cli/contract/`) reads them to write `anyOf`.
 */
export function describedUnion<A extends AnyStruct, B extends AnyStruct[]>(members: [A, ...B]): Struct<Infer<A> | Infer<B[number]>, [A, ...B]> {
  return new Struct({ ...union(members), schema: members }) as unknown as Struct<Infer<A> | Infer<B[number]>, [A, ...B]>;
}
