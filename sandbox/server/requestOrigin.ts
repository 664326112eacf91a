import type { IncomingHttpHeaders } from 'node:http';

/** The origin a browser reached this server at: scheme and host (with port), as the address bar shows it. */
export interface RequestOrigin {
  readonly protocol: 'http:' | 'https:';
  /** Host and port in lower case, e.g. `sz.localhost:8080`; empty when the request named no host. */
  readonly host: string;
  /** The host without its port, e.g. `sz.localhost`. */
  readonly hostname: string;
}

/** What of a request the origin is read from: its headers and whether its connection is TLS. */
export interface OriginSource {
  readonly headers: IncomingHttpHeaders;
  /** The connection; a TLS socket has `encrypted: true`. */
  readonly socket?: object | null;
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const first = value?.split(',')[0]?.trim();
  return first === '' ? undefined : first;
}

function hostnameOf(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/**
 * The request's own origin (docs/security.md, "Security model": forwarded headers). `Host` (HTTP/2's `:authority`) and the
 * connection's TLS decide it; `X-Forwarded-Host` and `X-Forwarded-Proto` count only when the operator said the
 * server sits behind a proxy that sets them (`trustProxy`), since any client can send them.
 */
export function requestOrigin(request: OriginSource, trustProxy: boolean): RequestOrigin {
  const forwardedHost = trustProxy ? firstValue(request.headers['x-forwarded-host']) : undefined;
  const forwardedProto = trustProxy ? firstValue(request.headers['x-forwarded-proto']) : undefined;
  const host = (forwardedHost ?? firstValue(request.headers.host) ?? firstValue(request.headers[':authority']) ?? '').toLowerCase();
  // Read, not tested with `in`: HTTP/2's compatibility socket is a proxy that answers reads only.
  const encrypted = (request.socket as { readonly encrypted?: unknown } | null | undefined)?.encrypted === true;
  const protocol = forwardedProto ? (forwardedProto.toLowerCase() === 'https' ? 'https:' : 'http:') : encrypted ? 'https:' : 'http:';
  return { protocol, host, hostname: hostnameOf(host) };
}

function lastValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  const last = value?.split(',').at(-1)?.trim();
  return last === '' ? undefined : last;
}

/**
 * The calling client's address, for limits per client: the connection's peer, or behind a trusted proxy the last
 * address of `X-Forwarded-For`, the one that proxy appended (the proxy's own address would otherwise put every reader
 * under one limit; the addresses before it are whatever the client sent, so a client could pick a fresh one per try).
 */
export function clientAddress(request: OriginSource & { readonly socket?: { readonly remoteAddress?: string } | null }, trustProxy: boolean): string {
  const forwarded = trustProxy ? lastValue(request.headers['x-forwarded-for']) : undefined;
  return forwarded ?? request.socket?.remoteAddress ?? 'unknown';
}

/**
 * Whether a browser sent this request from another web page: `Sec-Fetch-Site` other than
 * same-origin or none (a typed address), or an `Origin` (also `null`) that is not the request's own
 * host. Requests without either header (curl, tests, node fetch) are not cross-origin.
 */
export function isCrossOriginRequest(headers: IncomingHttpHeaders): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== headers.host;
  } catch {
    return true;
  }
}
