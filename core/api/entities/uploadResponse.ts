import { enums, number, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { maybe } from './maybe.ts';

/**
 * The largest file an upload takes: 500 KB, counted as 500 × 1024 bytes (funnel.md section 9, platform.md section 9).
 * The student plugin shrinks a certificate under it before upload; the sandbox answers ERROR_SIZE_EXCEEDED above it.
 */
export const maxUploadBytes = 500 * 1024;

/** The result codes of an upload (funnel.md section 8). */
export const uploadResultCodes = [
  'SUCCESS',
  'ERROR_NO_FILE_CONTENT',
  'ERROR_SIZE_EXCEEDED',
  'ERROR_INVALID_FILE_NAME',
  'ERROR_INVALID_SUFFIX',
  'ERROR_INVALID_FILE_TYPE',
  'INTERNAL_SERVER_ERROR',
] as const;

/**
 * The answer of an upload (funnel.md sections 3 and 8). `message` is the result code, `id` the
 * upload id an order refers to, `status` the HTTP status, `timestamp` ISO date-time.
 */
export const uploadResponse = type({
  message: enums(uploadResultCodes),
  path: maybe(string()),
  status: maybe(number()),
  timestamp: maybe(string()),
  id: maybe(string()),
});

/** The answer of an upload. */
export type UploadResponse = Infer<typeof uploadResponse>;
