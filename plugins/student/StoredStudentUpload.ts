import type { StudentUploadOutcome } from './StudentUploadOutcome.ts';

/** What the student plugin keeps under its id: the last upload's outcome and, after a success, the upload id and file name. */
export interface StoredStudentUpload {
  readonly outcome?: Exclude<StudentUploadOutcome, 'serverErrorPage'>;
  readonly uploadId?: string;
  readonly fileName?: string;
}
