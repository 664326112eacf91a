import { createReadStream, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function sendFile(response: ServerResponse, file: string, size: number, method: string): void {
  const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const immutable = /[.-][0-9a-f]{8,}\./.test(file);
  response.writeHead(200, {
    'content-type': type,
    'content-length': size,
    'x-content-type-options': 'nosniff',
    'cache-control': file.endsWith('.html') ? 'no-cache' : immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
  });
  if (method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
}

/**
 * Serves the built front end from `root`: an existing file as it is, `index.html` for any other
 * GET (single-page fallback). Paths that leave `root` are refused.
 */
export function serveStatic(root: string, pathname: string, method: string, response: ServerResponse): void {
  const base = resolve(root);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    response.writeHead(400).end();
    return;
  }
  const target = resolve(join(base, decoded));
  if (decoded.includes('\0') || (target !== base && !target.startsWith(base + sep))) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  try {
    const stats = statSync(target);
    if (stats.isFile()) return sendFile(response, target, stats.size, method);
  } catch {
    // not a file: fall back to the app shell below
  }
  const index = join(base, 'index.html');
  try {
    sendFile(response, index, statSync(index).size, method);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`No index.html in ${base}: build the front end first`);
  }
}
