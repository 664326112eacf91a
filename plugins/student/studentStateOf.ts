import { enums, object, optional, string, type Infer } from 'superstruct';
import { definePluginState, type FunnelContext } from '../../core/index.ts';

const storedStudentUpload = object({
  outcome: optional(enums(['success', 'sizeExceeded', 'invalidFileName', 'invalidType', 'noFile', 'generalError'])),
  uploadId: optional(string()),
  fileName: optional(string()),
});

/** What the student plugin keeps: the last upload's outcome and, after a success, the upload id and file name. */
export type StoredStudentUpload = Infer<typeof storedStudentUpload>;

/** The last enrolment-certificate upload, read by the upload step and the order-request contributor. */
export const certificateUploadState = definePluginState({ id: 'student', schema: storedStudentUpload, persisted: false });

/** The student plugin's stored upload state; empty before any upload. */
export function studentStateOf(context: FunnelContext): StoredStudentUpload {
  return certificateUploadState.read(context.store) ?? {};
}
