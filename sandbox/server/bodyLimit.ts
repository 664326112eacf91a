import type { SandboxCallName } from './SandboxCallName.ts';
import { storedDataMaxBytes } from '../api/storedDataMaxBytes.ts';
import { MAX_UPLOAD_BYTES } from '../domain/MAX_UPLOAD_BYTES.ts';

/** JSON bodies of the contract are small; 64 KB bounds every one. */
const jsonLimit = 64 * 1024;

/** The largest request body a call accepts (the upload allows room for the multipart framing). */
export function bodyLimit(call: SandboxCallName): number {
  if (call === 'uploadStudentEnrollmentCertificate' || call === 'uploadBonusImage') return MAX_UPLOAD_BYTES + 16 * 1024;
  if (call === 'postStoredData') return storedDataMaxBytes;
  return jsonLimit;
}
