import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { HeaderSet, Headers } from './HeaderSet.ts';
import { chooseEncoding, type ContentEncoding } from './chooseEncoding.ts';

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
const suffixOf = { br: '.br', gzip: '.gz' } as const;

/** What a bundle without a security/headers.json (an old build, a test folder) is served with: the same set, without a policy. */
const caching = (cacheControl: string): Headers => ({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin', 'Cache-Control': cacheControl });
const fallbackHeaders: HeaderSet = {
  document: caching('no-cache'),
  staffDocument: caching('no-cache'),
  hashedAsset: caching('public, max-age=31536000, immutable'),
  otherAsset: caching('public, max-age=300'),
};

// The header set changes only with a build: read again when the file does.
const headerSets = new Map<string, { readonly mtimeMs: number; readonly set: HeaderSet }>();

/** The bundle's header set from `security/headers.json`, the file the build writes for publishers' servers. */
function headerSetOf(root: string): HeaderSet {
  const file = join(root, 'security', 'headers.json');
  if (!existsSync(file)) return fallbackHeaders;
  const { mtimeMs } = statSync(file);
  const known = headerSets.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.set;
  const set = JSON.parse(readFileSync(file, 'utf8')) as HeaderSet;
  headerSets.set(file, { mtimeMs, set });
  return set;
}

// Compressed once per file version, for files the build wrote no copies of.
const compressed = new Map<string, Buffer>();

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

/** The body to send: the build's `.br`/`.gz` copy when there is one, else compressed here, else the file itself. */
function bodyFor(file: string, stats: Stats, type: string, acceptEncoding: string): { encoding: ContentEncoding; file?: string; size: number; buffer?: Buffer } {
  if (!compressible.test(type)) return { encoding: 'identity', file, size: stats.size };
  const copies = (['br', 'gzip'] as const).filter((encoding) => existsSync(file + suffixOf[encoding]));
  if (copies.length > 0) {
    const encoding = chooseEncoding(acceptEncoding, copies);
    if (encoding === 'identity') return { encoding, file, size: stats.size };
    const copy = file + suffixOf[encoding];
    return { encoding, file: copy, size: statSync(copy).size };
  }
  const encoding = chooseEncoding(acceptEncoding, ['br', 'gzip']);
  if (encoding === 'identity') return { encoding, file, size: stats.size };
  const buffer = compressedFile(file, stats, encoding);
  return { encoding, buffer, size: buffer.length };
}

function sendFile(response: ServerResponse, file: string, stats: Stats, method: string, acceptEncoding: string, headers: Headers): void {
  const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const body = bodyFor(file, stats, type, acceptEncoding);
  response.writeHead(200, {
    ...headers,
    'content-type': type,
    'content-length': body.size,
    ...(body.encoding === 'identity' ? {} : { 'content-encoding': body.encoding }),
    vary: 'Accept-Encoding',
  });
  if (method === 'HEAD') response.end();
  else if (body.buffer) response.end(body.buffer);
  else createReadStream(body.file!).pipe(response);
}

/**
 * Serves the built front end from `root` the way a publisher's web server should: an existing file as it
 * is, 404 for a missing file, `index.html` for any other GET (single-page fallback); text assets as the build's brotli or gzip copy
 * by `Accept-Encoding` (compressed here when the build wrote none); the headers of the bundle's
 * `security/headers.json` (policy, caching). Paths that leave `root`, and the security and deploy folders, are not served.
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
  const headers = headerSetOf(base);
  // security/ and deploy/ are for the publisher's server (docs/deployment.md, "Serving the bundles: compression and headers"), never for readers.
  const isSecurityFile = ['security', 'deploy'].some((folder) => target.startsWith(join(base, folder) + sep));
  try {
    const stats = statSync(target);
    // index.html always goes out below, with the document's headers.
    if (stats.isFile() && !isSecurityFile && !target.endsWith('.html')) {
      const hashed = decoded.startsWith('/static/') && /[.-][0-9a-f]{8,}\./.test(decoded);
      return sendFile(response, target, stats, method, acceptEncoding, hashed ? headers.hashedAsset : headers.otherAsset);
    }
  } catch {
    // not a file: fall back to the app shell below
  }
  // A missing file (a favicon.ico the browser guesses, an old chunk) is a 404: the app shell in its place would be parsed
  // as an icon or a script. The app's own routes have no file extension.
  if (/\.[a-z0-9]{1,8}$/i.test(decoded) && !decoded.endsWith('.html')) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...caching('no-cache') }).end('Not found');
    return;
  }
  const index = join(base, 'index.html');
  try {
    const staff = /^\/internal(\/|$)/.test(decoded);
    sendFile(response, index, statSync(index), method, acceptEncoding, staff ? headers.staffDocument : headers.document);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`No index.html in ${base}: build the front end first`);
  }
}
