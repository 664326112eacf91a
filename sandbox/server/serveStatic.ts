import { createReadStream, readFileSync, statSync, type Stats } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

const compressible = /^(text\/|application\/json|image\/svg\+xml)/;
const compressed = new Map<string, Buffer>();

/** Brotli or gzip, as the browser accepts, the way a production web server or CDN sends text assets. */
function encodingFor(acceptEncoding: string, type: string): 'br' | 'gzip' | undefined {
  if (!compressible.test(type)) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
}

// Compressed once per file version: assets are immutable, index.html changes only with a build.
function compressedFile(file: string, stats: Stats, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${file}:${stats.mtimeMs}:${stats.size}`;
  const known = compressed.get(key);
  if (known) return known;
  const content = readFileSync(file);
  const body =
    encoding === 'br' ? brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(content, { level: 9 });
  compressed.set(key, body);
  return body;
}

function sendFile(response: ServerResponse, file: string, stats: Stats, method: string, acceptEncoding: string): void {
  const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const immutable = /[.-][0-9a-f]{8,}\./.test(file);
  const encoding = encodingFor(acceptEncoding, type);
  const body = encoding ? compressedFile(file, stats, encoding) : undefined;
  response.writeHead(200, {
    'content-type': type,
    'content-length': body ? body.length : stats.size,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    vary: 'accept-encoding',
    'x-content-type-options': 'nosniff',
    'cache-control': file.endsWith('.html') ? 'no-cache' : immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
  });
  if (method === 'HEAD') response.end();
  else if (body) response.end(body);
  else createReadStream(file).pipe(response);
}

/**
 * Serves the built front end from `root`: an existing file as it is, `index.html` for any other
 * GET (single-page fallback), text assets compressed with brotli or gzip when the browser accepts
 * it. Paths that leave `root` are refused.
 */
export function serveStatic(root: string, pathname: string, method: string, response: ServerResponse, acceptEncoding = ''): void {
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
    if (stats.isFile()) return sendFile(response, target, stats, method, acceptEncoding);
  } catch {
    // not a file: fall back to the app shell below
  }
  const index = join(base, 'index.html');
  try {
    sendFile(response, index, statSync(index), method, acceptEncoding);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`No index.html in ${base}: build the front end first`);
  }
}
