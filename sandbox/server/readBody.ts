import type { IncomingMessage } from 'node:http';
import { apiFailure } from './apiFailure.ts';

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
