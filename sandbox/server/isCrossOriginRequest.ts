import type { IncomingHttpHeaders } from 'node:http';

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
