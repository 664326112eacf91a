import type { Struct } from 'superstruct';
import type { ApiErrorCode } from '../../core/api/apiErrorCodes.ts';
import type { CallBody, CallDescription } from './CallDescription.ts';
import type { SchemaNames } from './structToJsonSchema.ts';
import type { JsonSchema } from './validateJsonSchema.ts';
import { isOptionalStruct, structToJsonSchema } from './structToJsonSchema.ts';

// biome-ignore lint/suspicious/noExplicitAny: a call's structs have any shape.
type AnyStruct = Struct<any, any>;

/** What the route and the access table add to a call's description. */
export interface OperationFacts {
  readonly name: string;
  readonly path: string;
  readonly tag: 'reader' | 'admin';
  readonly tenantHeader: boolean;
  readonly tokenHeader: boolean;
  readonly errorCodes: readonly ApiErrorCode[];
  /** The staff roles that may make the call; undefined for a call without a staff session. */
  readonly staffRoles: readonly string[] | Readonly<Record<string, readonly string[]>> | undefined;
}

function content(body: CallBody, names: SchemaNames): JsonSchema {
  switch (body.kind) {
    case 'json':
      return { 'application/json': { schema: structToJsonSchema(body.struct, names) } };
    case 'text':
      return { 'text/plain': { schema: { type: 'string' } } };
    case 'multipart':
      return { 'multipart/form-data': { schema: { type: 'object', properties: { [body.field]: { type: 'string', contentMediaType: 'application/octet-stream' } }, required: [body.field] } } };
    case 'image':
      return { 'image/png': { schema: {} }, 'image/gif': { schema: {} } };
  }
}

const header = (name: string, description: string): JsonSchema => ({ name, in: 'header', required: true, description, schema: { type: 'string' } });

function parameters(facts: OperationFacts, query: Readonly<Record<string, AnyStruct>>): JsonSchema[] {
  const pathParams = [...facts.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const queryParams = Object.entries(query).map(([name, struct]) => ({ name, in: 'query', required: !isOptionalStruct(struct), schema: structToJsonSchema(struct) }));
  return [
    ...pathParams,
    ...queryParams,
    ...(facts.tenantHeader ? [header('osc-tenant', 'The tenant key; an unknown or missing one is 400 UNSUPPORTED_TENANT.')] : []),
    ...(facts.tokenHeader ? [header('token', 'The form token of initialFormData (components.schemas.FormToken) as JSON text; bound to its tenant and campaign.')] : []),
  ];
}

/** The error answers by status: each status with the codes it may carry in `error`. */
function errorResponses(codes: readonly ApiErrorCode[]): Record<string, JsonSchema> {
  const byStatus = new Map<string, string[]>();
  for (const code of codes) {
    const [status = '', name = ''] = code.split(' ');
    byStatus.set(status, [...(byStatus.get(status) ?? []), name]);
  }
  const responses: Record<string, JsonSchema> = {};
  for (const [status, names] of byStatus) {
    responses[status] = {
      description: names.join(', '),
      content: { 'application/json': { schema: { allOf: [{ $ref: '#/components/schemas/ApiError' }, { properties: { error: { enum: names } } }] } } },
    };
  }
  return responses;
}

/** The OpenAPI operation of one call: parameters, headers, request body, answers, error codes and staff access. */
export function describeOperation(facts: OperationFacts, call: CallDescription, names: SchemaNames): JsonSchema {
  const status = String(call.status ?? 200);
  return {
    operationId: facts.name,
    tags: [facts.tag],
    summary: call.summary,
    parameters: parameters(facts, call.query ?? {}),
    ...(call.request ? { requestBody: { required: true, content: content(call.request, names) } } : {}),
    responses: {
      [status]: { description: 'Success', ...(call.response ? { content: content(call.response, names) } : {}) },
      ...errorResponses(facts.errorCodes),
    },
    security: facts.staffRoles ? [{ staffSession: [] }] : [],
    ...(facts.staffRoles ? { 'x-aboflow-staff-roles': facts.staffRoles } : {}),
    'x-aboflow-error-codes': facts.errorCodes,
  };
}
