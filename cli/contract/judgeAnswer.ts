import type { ContractAnswer } from './callContract.ts';
import { findOperation } from './callContract.ts';
import type { JsonSchema } from './validateJsonSchema.ts';
import { validateJsonSchema } from './validateJsonSchema.ts';

/** One row of the check's table. */
export interface CheckRow {
  readonly check: string;
  readonly expected: string;
  readonly seen: string;
  readonly passed: boolean;
}

/** What a check expects of an answer: a status and, for an error, its code. */
export interface ExpectedAnswer {
  readonly status: number;
  readonly code?: string;
}

const errorCodeOf = (body: unknown) =>
  body !== null && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string' ? (body as { error: string }).error : undefined;

/** The success schema of an operation's answer with `status`; undefined for an answer without a JSON body. */
function successSchema(operation: JsonSchema, status: number): JsonSchema | undefined {
  const response = (operation.responses as Record<string, JsonSchema | undefined>)[String(status)];
  return ((response?.content as Record<string, { schema?: JsonSchema }> | undefined)?.['application/json'])?.schema;
}

/** The ways an answer breaks the contract for what was expected of it; none when it keeps it. */
function problemsOf(contract: JsonSchema, operationId: string, answer: ContractAnswer, expected: ExpectedAnswer): string[] {
  const { operation } = findOperation(contract, operationId);
  if (expected.code === undefined) {
    const schema = successSchema(operation, answer.status);
    return schema ? validateJsonSchema(answer.body, schema, contract) : [];
  }
  const apiError = (contract.components as { schemas: Record<string, JsonSchema> }).schemas.ApiError ?? {};
  const problems = validateJsonSchema(answer.body, apiError, contract);
  if (errorCodeOf(answer.body) !== expected.code) problems.push(`error is ${JSON.stringify(errorCodeOf(answer.body))}`);
  const listed = (operation['x-aboflow-error-codes'] ?? []) as string[];
  if (!listed.includes(`${expected.status} ${expected.code}`)) problems.push(`the contract lists no ${expected.status} ${expected.code} for ${operationId}`);
  return problems;
}

/**
 * Judges one answer against the contract: the expected status, and then for a success that the body fits the
 * operation's answer schema, for an error that the body is `{ error: CODE, … }` with the expected code, a code the
 * contract lists for the call.
 */
export function judgeAnswer(contract: JsonSchema, check: string, operationId: string, answer: ContractAnswer, expected: ExpectedAnswer): CheckRow {
  const expectedText = expected.code === undefined ? `${expected.status}, answer fits ${operationId}` : `${expected.status} ${expected.code}`;
  const code = errorCodeOf(answer.body);
  const seenStatus = `${answer.status}${code ? ` ${code}` : ''}`;
  if (answer.status !== expected.status) {
    const detail = code ? '' : ` ${answer.text.replace(/\s+/g, ' ').slice(0, 60)}`;
    return { check, expected: expectedText, seen: `${seenStatus}${detail}`.trim(), passed: false };
  }
  const problems = problemsOf(contract, operationId, answer, expected);
  if (problems.length > 0) return { check, expected: expectedText, seen: `${seenStatus}: ${problems.slice(0, 3).join('; ')}`, passed: false };
  return { check, expected: expectedText, seen: expected.code === undefined ? `${answer.status}, fits` : seenStatus, passed: true };
}
