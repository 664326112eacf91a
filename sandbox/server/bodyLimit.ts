import type { SandboxCallName } from './SandboxCallName.ts';
import { maxUploadBytes } from '../../core/api/entities/uploadResponse.ts';

/** Largest stored (compressed) state accepted by POST storedData. */
const storedDataMaxBytes = 256 * 1024;

/** JSON bodies of the contract are small; 64 KB bounds every one. */
const jsonLimit = 64 * 1024;

/** The largest request body a call accepts (the upload allows room for the multipart framing). */
export function bodyLimit(call: SandboxCallName): number {
  if (call === 'uploadStudentEnrollmentCertificate' || call === 'uploadBonusImage') return maxUploadBytes + 16 * 1024;
  if (call === 'postStoredData') return storedDataMaxBytes;
  return jsonLimit;
}
