import { readPluginState, type FunnelContext } from '../../core/index.ts';
import type { StudentUploadOutcome } from './StudentUploadOutcome.ts';

/** What the student plugin keeps under its id: the last upload's outcome and, after a success, the upload id and file name. */
interface StoredStudentUpload {
  readonly outcome?: Exclude<StudentUploadOutcome, 'serverErrorPage'>;
  readonly uploadId?: string;
  readonly fileName?: string;
}

/** The student plugin's stored upload state; empty before any upload. */
export function studentStateOf(context: FunnelContext): StoredStudentUpload {
  return readPluginState<StoredStudentUpload>(context.store, 'student', {});
}
