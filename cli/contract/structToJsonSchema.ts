import type { Struct } from 'superstruct';
import { is } from 'superstruct';
import { refinementsOf } from './refinementsOf.ts';
import type { JsonSchema } from './validateJsonSchema.ts';

// biome-ignore lint/suspicious/noExplicitAny: any struct of any shape is described.
type AnyStruct = Struct<any, any>;

/**
 * Named object structs, by their fields record: `optional` and `nullable` copy it, so `maybe(addressInput)` is found
 * too. Such a struct is written as `$ref` to `#/components/schemas/<name>`.
 */
export type SchemaNames = ReadonlyMap<unknown, string>;

/** Whether a field may be left out: `optional` (and `maybe`) accept undefined. */
export function isOptionalStruct(struct: AnyStruct): boolean {
  return is(undefined, struct);
}

/** The entries superstruct walks for a probe value; a record names its key and value structs in them. */
function recordParts(struct: AnyStruct): { key: AnyStruct; value: AnyStruct } {
  const probe = { key: null };
  const entries = [...struct.entries(probe, { path: [], branch: [probe] })] as [unknown, unknown, AnyStruct][];
  const [keyEntry, valueEntry] = entries;
  if (!keyEntry || !valueEntry) throw new Error('a record struct named no key and value struct');
  return { key: keyEntry[2], value: valueEntry[2] };
}

/** An `object` (strict) or `type` (open) struct's fields as properties and required names. */
function objectSchema(fields: Record<string, AnyStruct>, strict: boolean, names: SchemaNames): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    properties[name] = structToJsonSchema(field, names);
    if (!isOptionalStruct(field)) required.push(name);
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}), ...(strict ? { additionalProperties: false } : {}) };
}

/** The schema of the struct's kind, without `null`. */
function kindSchema(struct: AnyStruct, names: SchemaNames): JsonSchema {
  const schema: unknown = struct.schema;
  const name = (struct.type === 'object' || struct.type === 'type') && schema ? names.get(schema) : undefined;
  if (name) return { $ref: `#/components/schemas/${name}` };
  switch (struct.type) {
    case 'string':
    case 'number':
    case 'integer':
      return { type: struct.type, ...refinementsOf(struct) };
    case 'boolean':
      return { type: 'boolean' };
    case 'literal':
      if (schema === null) throw new Error('a literal other than a string, number or boolean has no JSON form');
      return { const: schema };
    case 'enums':
      return { enum: Object.values(schema as Record<string, unknown>) };
    case 'array':
      return { type: 'array', ...(schema ? { items: structToJsonSchema(schema as AnyStruct, names) } : {}), ...refinementsOf(struct) };
    case 'object':
      return objectSchema((schema ?? {}) as Record<string, AnyStruct>, true, names);
    case 'type':
      return objectSchema(schema as Record<string, AnyStruct>, false, names);
    case 'record': {
      const parts = recordParts(struct);
      const keys = structToJsonSchema(parts.key, names);
      return { type: 'object', ...(keys.type === 'string' && Object.keys(keys).length === 1 ? {} : { propertyNames: keys }), additionalProperties: structToJsonSchema(parts.value, names) };
    }
    case 'union':
      if (!Array.isArray(schema)) throw new Error('a union keeps its members hidden: build it with describedUnion (core/api/entities/describedUnion.ts)');
      return { anyOf: (schema as AnyStruct[]).map((member) => structToJsonSchema(member, names)) };
    case 'unknown':
    case 'any':
      return {};
    default:
      throw new Error(`no JSON Schema mapping for the superstruct kind "${struct.type}"`);
  }
}

/** Adds `null` to a schema: to its `type` when it has one word, else as a second choice. */
function withNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

/**
 * The JSON Schema (OpenAPI 3.1) of a superstruct struct: object, type, string, number, integer, boolean, literal,
 * enums, array, record, union (built with `describedUnion`), unknown; `optional` makes a field not required,
 * `nullable` adds null, and size, pattern, min, max and nonempty become their JSON Schema keywords. Throws for a kind
 * it cannot describe, so a new kind in a schema fails the contract's test instead of being described wrongly. An object
 * struct named in `names` becomes a `$ref`.
 */
export function structToJsonSchema(struct: AnyStruct, names: SchemaNames = new Map()): JsonSchema {
  const base = kindSchema(struct, names);
  const open = struct.type === 'unknown' || struct.type === 'any';
  return !open && is(null, struct) ? withNull(base) : base;
}
