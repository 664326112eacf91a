import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { ReaderStartPage } from '../core/app/renderStartForReader.tsx';
import { routePath } from '../core/funnel/routeTable.ts';
import { insertReaderStart, type ReaderStartRenderer } from './startPages.ts';

/** Options of {@link createReaderStartResponder}. */
export interface ReaderStartOptions {
  /** The tenant's bundle (`dist/<key>`), whose `index.html` the page is made from. */
  readonly bundleDir: string;
  /** The tenant's Start renderer (`loadReaderStartRenderers`). */
  readonly render: ReaderStartRenderer;
  /** Origin of the back end that answers `/api` (the same upstream as nginx's `/api` location), e.g. `http://127.0.0.1:8080`. */
  readonly upstream: string;
  /** Read the reader's host, scheme and address from the proxy's `X-Forwarded-*` headers (behind nginx). */
  readonly trustProxy: boolean;
  /** How long each of the initial load's calls may take before the page goes out without its answers; 1500 ms by default. */
  readonly timeoutMs?: number;
}

/**
 * Answers a reader's GET of the Start route with Start rendered from the reader's own answers (docs/performance.md,
 * "Start rendered per reader"): the initial load's two calls go to the upstream with the reader's cookies, and the
 * page's HTML carries Start rendered from them and the answers themselves. Whatever fails (a call, the render), the
 * reader gets the bundle's own page, which makes the calls itself: the renderer can make the page earlier, never worse.
 */
export function createReaderStartResponder(options: ReaderStartOptions): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  const upstream = new URL(options.upstream);
  if (upstream.protocol !== 'http:' && upstream.protocol !== 'https:') throw new Error(`The upstream must be an http(s) origin, got "${options.upstream}".`);
  const html = readFileSync(join(options.bundleDir, 'index.html'), 'utf8');
  return async (request, response) => {
    const url = readerUrl(request, options.trustProxy);
    const setCookies: string[] = [];
    let page: ReaderStartPage = { answers: {} };
    if (url && url.pathname === routePath('Start') && (request.method === 'GET' || request.method === 'HEAD')) {
      try {
        page = await options.render(
          { url, cookie: firstValue(request.headers.cookie) },
          {
            apiBaseUrl: new URL('/api', upstream).href,
            fetch: forwardingFetch(upstream, forwardedHeaders(request, url, options.trustProxy), setCookies),
            timeoutMs: options.timeoutMs ?? 1500,
          },
        );
      } catch (error) {
        console.error('aboflow: Start could not be rendered for the reader; the bundle\'s own page is served', error);
      }
    }
    let body: string;
    try {
      body = insertReaderStart(html, page);
    } catch (error) {
      console.error('aboflow: the answers could not be put into index.html; the bundle\'s own page is served', error);
      body = html;
    }
    const encoding = preferredEncoding(firstValue(request.headers['accept-encoding']) ?? '');
    const bytes =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(body)
          : Buffer.from(body);
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      // The page holds this reader's answers: no cache may keep it or hand it to another reader.
      'cache-control': 'no-store',
      vary: 'Cookie, Accept-Encoding',
      'content-length': bytes.length,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      ...(setCookies.length > 0 ? { 'set-cookie': setCookies } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : bytes);
  };
}

/** A running Start renderer (`listenReaderStart`). */
export interface RunningReaderStart {
  /** `host:port` it listens on, as nginx's `start-renderer` setting and Caddy's `ABOFLOW_START_RENDERER` name it. */
  readonly address: string;
  close(): Promise<void>;
}

/** Runs the Start renderer as a server of its own, as nginx or Caddy asks it (`aboflow serve-start`, the benchmark). */
export async function listenReaderStart(
  options: ReaderStartOptions & { readonly port: number; readonly host: string },
): Promise<RunningReaderStart> {
  const respond = createReaderStartResponder(options);
  const server = createServer((request, response) => {
    respond(request, response).catch((error: unknown) => {
      console.error('aboflow: the Start renderer failed to answer', error);
      if (!response.headersSent) response.writeHead(502).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    address: `${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The page's address as the reader asked for it; undefined without a host. */
function readerUrl(request: IncomingMessage, trustProxy: boolean): URL | undefined {
  const host = (trustProxy ? firstValue(request.headers['x-forwarded-host']) : undefined) ?? firstValue(request.headers.host);
  if (!host || /[\s/\\@]/.test(host)) return undefined;
  const encrypted = (request.socket as { readonly encrypted?: unknown } | null | undefined)?.encrypted === true;
  const proto = trustProxy ? firstValue(request.headers['x-forwarded-proto']) : undefined;
  const scheme = proto ? (proto.toLowerCase() === 'https' ? 'https' : 'http') : encrypted ? 'https' : 'http';
  try {
    return new URL(request.url ?? '/', `${scheme}://${host}`);
  } catch {
    return undefined;
  }
}

/** The headers the upstream gets as if the reader's browser had asked it through the proxy's `/api` location. */
function forwardedHeaders(request: IncomingMessage, url: URL, trustProxy: boolean): Record<string, string> {
  const peer = request.socket.remoteAddress ?? '';
  const earlier = trustProxy ? firstValue(request.headers['x-forwarded-for']) : undefined;
  const headers: Record<string, string> = {
    host: url.host,
    'x-forwarded-host': url.host,
    'x-forwarded-proto': url.protocol.slice(0, -1),
    'x-forwarded-for': earlier ? `${earlier}, ${peer}` : peer,
  };
  const cookie = firstValue(request.headers.cookie);
  if (cookie) headers.cookie = cookie;
  for (const name of ['user-agent', 'accept-language'] as const) {
    const value = firstValue(request.headers[name]);
    if (value) headers[name] = value;
  }
  return headers;
}

/**
 * A fetch that sends GET calls to the upstream only, with the reader's headers (`Host` among them, which the platform's
 * fetch cannot set), and collects the cookies the answers set for the page's response.
 */
function forwardingFetch(upstream: URL, reader: Record<string, string>, setCookies: string[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const target = new URL(request.url);
    // Only the initial load's reads, and only to the one back end: the reader's cookies go nowhere else.
    if (request.method !== 'GET' || target.origin !== upstream.origin) {
      throw new TypeError(`The Start renderer asks GET calls of ${upstream.origin} only, not ${request.method} ${target.origin}.`);
    }
    const headers: Record<string, string> = { ...Object.fromEntries(request.headers), ...reader, 'accept-encoding': 'identity' };
    return new Promise<Response>((resolve, reject) => {
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const outgoing = send(target, { method: 'GET', headers, signal: request.signal }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          setCookies.push(...(incoming.headers['set-cookie'] ?? []));
          const status = incoming.statusCode ?? 502;
          const empty = status === 204 || status === 304;
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: responseHeaders(incoming.headers) }));
        });
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  };
}

function responseHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'set-cookie' || value === undefined) continue;
    result.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return result;
}

function preferredEncoding(accept: string): 'br' | 'gzip' | undefined {
  const names = accept.toLowerCase().split(',').map((part) => part.split(';')[0]?.trim());
  return names.includes('br') ? 'br' : names.includes('gzip') ? 'gzip' : undefined;
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value === undefined || value === '' ? undefined : value;
}
