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
