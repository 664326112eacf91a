import type { Struct } from 'superstruct';
import type { JsonSchema } from './validateJsonSchema.ts';

// biome-ignore lint/suspicious/noExplicitAny: any struct of any shape is described.
type AnyStruct = Struct<any, any>;

/** Values that break the usual bounds of a kind, so that each refinement reports itself with its parameters. */
const probes: Readonly<Record<string, readonly unknown[]>> = {
  string: ['', '\u0000', 'x'.repeat(100_000)],
  number: [-1e15, 1e15],
  integer: [-1e15, 1e15],
  array: [[], Array.from({ length: 100_000 })],
};

/** JSON Schema's words for a size bound of each kind. */
const sizeWords: Readonly<Record<string, readonly [string, string]>> = {
  string: ['minLength', 'maxLength'],
  array: ['minItems', 'maxItems'],
  number: ['minimum', 'maximum'],
  integer: ['minimum', 'maximum'],
};

/** Refinements of our own schemas that JSON Schema has a word for. */
const knownRefinements: Readonly<Record<string, JsonSchema>> = { isoDate: { format: 'date' } };

interface Failure {
  readonly refinement?: string;
  readonly message: string;
}

const bound = (text: string | undefined) => (text === undefined || text === 'Infinity' || text === '-Infinity' ? undefined : Number(text));

/** The keywords one failure of a known refinement stands for; undefined when its message cannot be read. */
function keywordsOf(kind: string, failure: Failure): JsonSchema | undefined {
  const [lower, upper] = sizeWords[kind] ?? [];
  switch (failure.refinement) {
    case 'size': {
      const range = /between `([^`]+)` and `([^`]+)`/.exec(failure.message) ?? /of `([^`]+)`/.exec(failure.message);
      if (!range || !lower || !upper) return undefined;
      const [min, max] = [bound(range[1]), bound(range[2] ?? range[1])];
      return { ...(min === undefined || min === 0 && kind !== 'number' && kind !== 'integer' ? {} : { [lower]: min }), ...(max === undefined ? {} : { [upper]: max }) };
    }
    case 'pattern': {
      const match = /matching `\/(.*)\/` but received/s.exec(failure.message);
      return match ? { pattern: match[1] } : undefined;
    }
    case 'min': {
      const match = /greater than or equal to (-?[\d.e+]+) but/.exec(failure.message);
      return match ? { minimum: Number(match[1]) } : undefined;
    }
    case 'max': {
      const match = /less than or equal to (-?[\d.e+]+) but/.exec(failure.message);
      return match ? { maximum: Number(match[1]) } : undefined;
    }
    case 'nonempty':
      return lower ? { [lower]: 1 } : undefined;
    default:
      return failure.refinement ? knownRefinements[failure.refinement] : undefined;
  }
}

/**
 * The refinements (size, pattern, min, max, nonempty, and our own) of a string, number, integer or array struct as
 * JSON Schema keywords. superstruct keeps a refinement's parameters in a closure, but names them in its failure
 * message; the struct's refiner is run on values that break the usual bounds and the messages are read. A refinement
 * without a JSON Schema word is listed under `x-aboflow-refinements` with its message, so the contract still names it.
 */
export function refinementsOf(struct: AnyStruct): JsonSchema {
  const keywords: Record<string, unknown> = {};
  const others = new Map<string, string>();
  for (const probe of probes[struct.type] ?? []) {
    for (const failure of struct.refiner(probe, { path: [], branch: [probe] }) as Iterable<Failure>) {
      const known = keywordsOf(struct.type, failure);
      if (known) Object.assign(keywords, known);
      else others.set(failure.refinement ?? 'refinement', failure.message);
    }
  }
  if (others.size > 0) keywords['x-aboflow-refinements'] = [...others].map(([name, message]) => ({ name, message: message.slice(0, 200) }));
  return keywords;
}
