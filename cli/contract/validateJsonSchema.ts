/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { readonly [keyword: string]: unknown };

const typeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
};

const fitsType = (value: unknown, type: string) => typeOf(value) === type || (type === 'number' && typeOf(value) === 'integer');

/** Resolves a `$ref` of the contract (`#/components/schemas/Name`). */
function resolve(root: JsonSchema, ref: string): JsonSchema {
  let node: unknown = root;
  for (const part of ref.replace(/^#\//, '').split('/')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (!node || typeof node !== 'object') throw new Error(`the contract has no ${ref}`);
  return node as JsonSchema;
}

function check(value: unknown, schema: JsonSchema, root: JsonSchema, path: string, problems: string[]): void {
  const at = path || '(body)';
  if (typeof schema.$ref === 'string') check(value, resolve(root, schema.$ref), root, path, problems);
  if (schema.type !== undefined) {
    const types = ([] as string[]).concat(schema.type as string | string[]);
    if (!types.some((type) => fitsType(value, type))) {
      problems.push(`${at}: expected ${types.join(' or ')}, got ${typeOf(value)}`);
      return;
    }
  }
  if ('const' in schema && value !== schema.const) problems.push(`${at}: expected ${JSON.stringify(schema.const)}`);
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) problems.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  if (Array.isArray(schema.anyOf)) {
    const fits = (schema.anyOf as JsonSchema[]).some((choice) => validateJsonSchema(value, choice, root).length === 0);
    if (!fits) problems.push(`${at}: fits none of the ${schema.anyOf.length} choices`);
  }
  for (const part of (schema.allOf ?? []) as JsonSchema[]) check(value, part, root, path, problems);
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) problems.push(`${at}: shorter than ${schema.minLength}`);
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) problems.push(`${at}: longer than ${schema.maxLength}`);
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(value)) problems.push(`${at}: does not match ${schema.pattern}`);
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) problems.push(`${at}: below ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum) problems.push(`${at}: above ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) problems.push(`${at}: fewer than ${schema.minItems} items`);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) problems.push(`${at}: more than ${schema.maxItems} items`);
    if (schema.items) for (const [index, item] of value.entries()) check(item, schema.items as JsonSchema, root, `${path}[${index}]`, problems);
  }
  if (typeOf(value) === 'object') checkObject(value as Record<string, unknown>, schema, root, path, problems);
}

function checkObject(value: Record<string, unknown>, schema: JsonSchema, root: JsonSchema, path: string, problems: string[]): void {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of (schema.required ?? []) as string[]) {
    if (!(name in value)) problems.push(`${path ? `${path}.` : ''}${name}: missing`);
  }
  for (const [name, item] of Object.entries(value)) {
    const at = path ? `${path}.${name}` : name;
    if (schema.propertyNames) check(name, schema.propertyNames as JsonSchema, root, `${at} (name)`, problems);
    if (properties[name]) check(item, properties[name], root, at, problems);
    else if (schema.additionalProperties === false) problems.push(`${at}: not in the contract`);
    else if (typeof schema.additionalProperties === 'object') check(item, schema.additionalProperties as JsonSchema, root, at, problems);
  }
}

/**
 * The ways `value` breaks `schema`, one line each with the JSON path; none when it fits. Reads the JSON Schema words
 * the contract is written with (cli/contract/structToJsonSchema.ts), `$ref`s resolved against `root`.
 */
export function validateJsonSchema(value: unknown, schema: JsonSchema, root: JsonSchema = schema): string[] {
  const problems: string[] = [];
  check(value, schema, root, '', problems);
  return problems;
}
