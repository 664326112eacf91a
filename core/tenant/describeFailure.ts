import type { Failure, Struct } from 'superstruct';
import { closestMatch } from './closestMatch.ts';

/** A superstruct failure said in plain English for an integrator: what is wrong, and how to fix it. */
export interface FailureText {
  readonly message: string;
  readonly fix: string;
}

// The superstruct Struct fields this file reads; `schema` holds an object's fields, an array's element, an enum's values.
type AnyStruct = Struct<unknown, unknown>;

const kinds: Readonly<Record<string, string>> = {
  string: 'a text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list [...]',
  object: 'an object { ... }',
  type: 'an object { ... }',
  func: 'a function',
  union: 'a value of one of the documented forms',
  plugin: 'a plugin',
};

function shown(value: unknown): string {
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return value.length <= 6 ? JSON.stringify(value) : `a list of ${value.length} entries`;
  if (value !== null && typeof value === 'object') return 'an object';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The struct that checks the value at `path` below `root`, when the schema can be followed that far. */
function structAt(root: AnyStruct, path: readonly (string | number)[]): AnyStruct | undefined {
  let struct: AnyStruct | undefined = root;
  for (const segment of path) {
    if (!struct) return undefined;
    const schema = struct.schema as unknown;
    if ((struct.type === 'object' || struct.type === 'type') && schema && typeof schema === 'object') {
      struct = (schema as Record<string, AnyStruct>)[String(segment)];
    } else if (struct.type === 'array' && schema && typeof schema === 'object' && 'validator' in schema) {
      struct = schema as AnyStruct;
    } else {
      return undefined;
    }
  }
  return struct;
}

function expectedOf(failure: Failure, struct: AnyStruct | undefined): string {
  if (failure.type === 'enums' && struct && struct.schema && typeof struct.schema === 'object') {
    return `one of ${Object.values(struct.schema as Record<string, unknown>).map((v) => JSON.stringify(v)).join(', ')}`;
  }
  if (failure.type === 'literal' && struct) return `exactly ${JSON.stringify(struct.schema)}`;
  return kinds[failure.type] ?? 'a value of the documented form';
}

// The numbers superstruct's size/min/max messages carry, e.g. "between `1` and `4`" or "less than or equal to 24".
function numbersIn(message: string): number[] {
  return [...message.matchAll(/-?\d+(\.\d+)?/g)].map((match) => Number(match[0]));
}

function refinementText(failure: Failure): string {
  const [first, second] = numbersIn(failure.message);
  const unit = failure.type === 'array' ? 'entries' : failure.type === 'string' ? 'characters' : '';
  if (failure.refinement === 'nonempty') return failure.type === 'array' ? 'at least one entry' : 'a value that is not empty';
  if (failure.refinement === 'size' && unit) return first === second ? `exactly ${first} ${unit}` : `${first} to ${second} ${unit}`;
  if (failure.refinement === 'size') return `a number from ${first} to ${second}`;
  if (failure.refinement === 'min') return `${kinds[failure.type] ?? 'a number'} of at least ${first}`;
  if (failure.refinement === 'max') return `${kinds[failure.type] ?? 'a number'} of at most ${first}`;
  return 'a value in the documented format';
}

// A define()/refine() check of ours words its message "expected X, got Y" for integrators already; the fix is "set it to X".
function customText(message: string, field: string): FailureText {
  const wanted = /^expected (.+?), got /.exec(message)?.[1];
  return { message, fix: wanted ? `set "${field}" to ${wanted}` : `correct "${field}"` };
}

/**
 * Turns one superstruct failure of a value checked against `root` into an integrator's message and fix,
 * naming the field as `prefix` + path and never a type name, a regular expression or a stack.
 * Custom checks (define/refine) keep their own message: they are written for integrators already.
 */
export function describeFailure(failure: Failure, root: AnyStruct, prefix: readonly (string | number)[] = []): FailureText {
  const field = [...prefix, ...failure.path].join('.') || '(root)';
  const struct = structAt(root, failure.path);
  if (failure.type === 'never') {
    const parent = structAt(root, failure.path.slice(0, -1));
    const name = String(failure.path[failure.path.length - 1]);
    const known = parent?.schema && typeof parent.schema === 'object' ? Object.keys(parent.schema) : [];
    const suggestion = closestMatch(name, known);
    return {
      message: `unknown field "${name}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
      fix: suggestion ? `rename "${field}" to "${suggestion}"` : `remove "${field}": there is no such field`,
    };
  }
  if (failure.value === undefined && failure.refinement === undefined) {
    return { message: `"${field}" is missing`, fix: `add "${field}" (${expectedOf(failure, struct)})` };
  }
  if (failure.refinement !== undefined) {
    if (!failure.message.startsWith('Expected ')) return customText(failure.message, field);
    const wanted = refinementText(failure);
    return { message: `expected ${wanted}, got ${shown(failure.value)}`, fix: `set "${field}" to ${wanted}` };
  }
  if (!(failure.type in kinds) && failure.type !== 'enums' && failure.type !== 'literal') {
    return customText(failure.message, field);
  }
  const wanted = expectedOf(failure, struct);
  return { message: `expected ${wanted}, got ${shown(failure.value)}`, fix: `set "${field}" to ${wanted}` };
}
