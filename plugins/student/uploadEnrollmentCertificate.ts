import { type ApiClient, apiCallSchemas } from '../../core/index.ts';

/** The upload's statuses whose answer the plugin maps to its messages (funnel.md section 8) rather than failing. */
const uploadStatuses: readonly number[] = [200, 400, 413, 500];

/**
 * Uploads the enrolment certificate as the form field `imageFile` (funnel.md section 7, studentEnrollmentCertificate):
 * answers the HTTP status and the body of a 200, 400, 413 or 500; throws for any other status, a time-out or a
 * network failure.
 */
export function uploadEnrollmentCertificate(api: ApiClient, file: Blob, fileName: string) {
  const form = new FormData();
  form.append('imageFile', file, fileName);
  return api.callForStatus('uploadStudentEnrollmentCertificate', apiCallSchemas.uploadStudentEnrollmentCertificate, uploadStatuses, { body: form });
}
