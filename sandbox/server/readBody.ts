import type { IncomingMessage } from 'node:http';
import { apiFailure } from './apiFailure.ts';
import type { SandboxCallName } from './createFaultRegistry.ts';
import { maxUploadBytes } from '../../core/api/entities/uploadResponse.ts';

/** Reads a request body of at most `limit` bytes; a larger one is refused with 413 without reading it all. */
export function readBody(request: IncomingMessage, limit: number, tooLarge: Record<string, unknown> = {}): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.reject(apiFailure(413, 'PAYLOAD_TOO_LARGE', { limit, ...tooLarge }));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(apiFailure(413, 'PAYLOAD_TOO_LARGE', { limit, ...tooLarge }));
        request.removeAllListeners('data');
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

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
