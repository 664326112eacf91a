import type { FunnelContext } from '../../core/index.ts';
import { mapUploadResult } from './mapUploadResult.ts';
import type { StudentUploadOutcome } from './StudentUploadOutcome.ts';
import { certificateUploadState } from './studentStateOf.ts';
import { uploadEnrollmentCertificate } from './uploadEnrollmentCertificate.ts';

/**
 * Uploads the enrolment certificate and stores the outcome (funnel.md sections 4 and 8): success
 * keeps the upload id for the order; a shown error replaces an earlier success; a failure without
 * a mapped message leads to the server error page.
 */
export async function uploadCertificate(context: FunnelContext, file: Blob, fileName: string): Promise<StudentUploadOutcome> {
  let outcome: StudentUploadOutcome;
  let uploadId: string | undefined;
  try {
    const answer = await uploadEnrollmentCertificate(context.api, file, fileName);
    outcome = mapUploadResult({ status: answer.httpStatus, message: answer.response?.message });
    uploadId = answer.response?.id ?? undefined;
  } catch {
    outcome = 'serverErrorPage';
  }
  if (outcome === 'serverErrorPage') {
    context.navigate({ route: 'ErrorPage', type: 'server' });
    return outcome;
  }
  if (outcome === 'success' && !uploadId) {
    // A success without an id cannot be referred to by the order: treat it as the server problem it is.
    context.navigate({ route: 'ErrorPage', type: 'server' });
    return 'serverErrorPage';
  }
  certificateUploadState.write(context.store, outcome === 'success' ? { outcome, uploadId, fileName } : { outcome });
  return outcome;
}
