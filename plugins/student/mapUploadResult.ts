import type { StudentUploadOutcome } from './StudentUploadOutcome.ts';

const byMessage: ReadonlyMap<string, StudentUploadOutcome> = new Map([
  ['ERROR_SIZE_EXCEEDED', 'sizeExceeded'],
  ['ERROR_INVALID_FILE_NAME', 'invalidFileName'],
  ['ERROR_INVALID_SUFFIX', 'invalidType'],
  ['ERROR_INVALID_FILE_TYPE', 'invalidType'],
  ['ERROR_NO_FILE_CONTENT', 'noFile'],
  ['INTERNAL_SERVER_ERROR', 'noFile'],
]);

const byHttpStatus: ReadonlyMap<number, StudentUploadOutcome> = new Map([
  [413, 'sizeExceeded'],
  [400, 'noFile'],
]);

/**
 * Maps the answer of POST studentEnrollmentCertificate to its outcome, per funnel.md section 8
 * "Student upload". `status` is the HTTP status, `message` the result code of the answer's body
 * when there is one; `networkError` means no answer arrived.
 *
 * - HTTP 500 is the general error, whatever the body says.
 * - The result codes: SUCCESS (with a 2xx status) success; ERROR_SIZE_EXCEEDED too large;
 *   ERROR_INVALID_FILE_NAME invalid name; ERROR_INVALID_SUFFIX and ERROR_INVALID_FILE_TYPE invalid
 *   type; ERROR_NO_FILE_CONTENT and the server-error result INTERNAL_SERVER_ERROR no file.
 * - Without a known code: HTTP 413 too large, HTTP 400 no file.
 * - Anything else (no answer, another status, a 2xx without a known code) goes to the server error page.
 */
export function mapUploadResult(
  result:
    | { readonly status: number; readonly message?: string | null }
    | { readonly networkError: true },
): StudentUploadOutcome {
  if ('networkError' in result) return 'serverErrorPage';
  const { status, message } = result;
  if (status === 500) return 'generalError';
  if (message === 'SUCCESS' && status >= 200 && status < 300) return 'success';
  return byMessage.get(message ?? '') ?? byHttpStatus.get(status) ?? 'serverErrorPage';
}
