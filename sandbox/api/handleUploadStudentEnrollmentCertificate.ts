import type { UploadResponse } from '../../core/api/entities/uploadResponse.ts';
import { checkUpload } from '../domain/checkUpload.ts';
import { apiFailure } from '../server/apiFailure.ts';
import type { ApiHandler } from '../server/ApiRequest.ts';

const path = '/api/order-service/v1/studentEnrollmentCertificate';

/** What one reader's visit (form token) may upload in all: 20 MB, forty files of the 500 KB maximum. */
const uploadQuotaBytes = 20 * 1024 * 1024;

/**
 * studentEnrollmentCertificate: multipart field imageFile, checked for size, name, suffix, magic
 * bytes and image structure; a good file is stored in the database under a generated id, with the
 * media type of its content (the part's declared type is ignored), and never served back. Every
 * request counts against the limit of its client address (past it 429 TOO_MANY_UPLOADS with
 * `retryAfterSeconds` and `limit`) and the quota of its form token: past 20 MB the answer is 413
 * ERROR_SIZE_EXCEEDED with error UPLOAD_QUOTA_EXCEEDED and a German detail.
 */
export const handleUploadStudentEnrollmentCertificate: ApiHandler = async (context, request) => {
  const now = context.now();
  const { uploadAttempts } = context;
  if (uploadAttempts.isBlocked(request.clientAddress, now)) {
    throw apiFailure(429, 'TOO_MANY_UPLOADS', { retryAfterSeconds: Math.ceil(uploadAttempts.retryAfterMs(request.clientAddress, now) / 1000), limit: uploadAttempts.limitFor(request.clientAddress) });
  }
  uploadAttempts.record(request.clientAddress, now);
  const answer = (status: number, message: UploadResponse['message'], id?: string) => ({
    status,
    json: { message, path, status, timestamp: now.toISOString(), ...(id ? { id } : {}) } satisfies UploadResponse,
  });
  const visit = request.token?.content.random ?? '';
  const used = context.uploadVolume.get(visit) ?? 0;
  if (used + request.body.length > uploadQuotaBytes) {
    return {
      status: 413,
      json: {
        message: 'ERROR_SIZE_EXCEEDED', path, status: 413, timestamp: now.toISOString(), error: 'UPLOAD_QUOTA_EXCEEDED',
        detail: 'Die Upload-Menge dieser Bestellung (20 MB) ist ausgeschöpft. Bitte laden Sie die Seite neu.',
      },
    };
  }
  context.uploadVolume.set(visit, used + request.body.length);
  let file: FormDataEntryValue | null = null;
  try {
    const contentType = String(request.headers['content-type'] ?? '');
    const form = await new Response(new Uint8Array(request.body), { headers: { 'content-type': contentType } }).formData();
    file = form.get('imageFile');
  } catch {
    return answer(400, 'ERROR_NO_FILE_CONTENT');
  }
  if (!file || typeof file === 'string') return answer(400, 'ERROR_NO_FILE_CONTENT');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const verdict = checkUpload({ fileName: file.name, bytes });
  if (verdict.status !== 200 || !verdict.storageName || !verdict.contentType) return answer(verdict.status, verdict.message);
  context.db
    .prepare('INSERT INTO uploads (id, tenant, original_name, content_type, size, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(verdict.storageName, request.tenant, file.name.slice(0, 255), verdict.contentType, bytes.length, bytes, now.toISOString());
  return answer(200, 'SUCCESS', verdict.storageName);
};

/**
 * Student uploads allowed per client address within {@link uploadAttemptWindowMs}, unless the sandbox is started with
 * another `uploadsPerClient`; then 429. A reader needs a few; thirty leave room for readers behind one address.
 */
export const defaultUploadsPerClient = 30;

/** The window of the upload limit per client address: ten minutes. */
export const uploadAttemptWindowMs = 10 * 60 * 1000;
