import { adminErrorOf } from '../../admin/api/adminErrorBody.ts';
import type { AdminErrorBody } from '../../admin/api/adminErrorBody.ts';
import type { ApiCallError } from '../../core/api/apiCallError.ts';
import { isApiCallError } from '../../core/api/isApiCallError.ts';

/** The ApiCallError a client call fails with; fails the test when the call succeeds. */
export async function callFailure(promise: Promise<unknown>): Promise<ApiCallError<string>> {
  try {
    await promise;
  } catch (error) {
    if (isApiCallError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** How an admin call was refused: its HTTP status and the server's error body. */
export async function adminRefusal(promise: Promise<unknown>): Promise<{ status: number | undefined } & Partial<AdminErrorBody>> {
  const error = await callFailure(promise);
  return { status: error.status, ...adminErrorOf(error) };
}

/** The HTTP status a client call ends with: 200 when it succeeds (any 2xx), else its error's status. */
export async function callStatus(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (isApiCallError(error)) return error.status;
    throw error;
  }
}
