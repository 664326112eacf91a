import type { ServerResponse } from 'node:http';
import type { ApiAnswer } from './apiFailure.ts';

/** Writes a handler's answer: JSON, plain text, bytes or an empty body; not cached unless the answer says so. */
export function sendAnswer(response: ServerResponse, answer: ApiAnswer): void {
  if (response.headersSent || response.destroyed) return;
  const headers: Record<string, string | string[]> = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...answer.headers };
  let body: string | Uint8Array = '';
  if (answer.bytes !== undefined) {
    body = answer.bytes;
  } else if (answer.json !== undefined) {
    headers['content-type'] = 'application/json; charset=utf-8';
    body = JSON.stringify(answer.json);
  } else if (answer.text !== undefined) {
    headers['content-type'] = 'text/plain; charset=utf-8';
    body = answer.text;
  }
  response.writeHead(answer.status, headers);
  response.end(body);
}
