import type { IncomingHttpHeaders } from 'node:http';
import type { RequestOrigin } from './requestOrigin.ts';

function headerValue(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}

/** The origin text normalised as browsers compare it (default ports dropped); undefined when it is no http(s) origin. */
function normalisedOrigin(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a state-changing request comes from a page of this very origin (sandbox/README.md, "Staff sessions and
 * cross-site writes"): its `Origin` is the request's own origin `own` (`requestOrigin`: scheme and host), or, where a
 * browser sent no Origin, `Sec-Fetch-Site` is `same-origin`. `Origin: null`, a sibling site and a request with
 * neither header are not: a write must prove where it comes from.
 */
export function isSameOriginWrite(headers: IncomingHttpHeaders, own: RequestOrigin): boolean {
  const origin = headerValue(headers.origin);
  if (origin !== undefined) {
    return own.host !== '' && normalisedOrigin(origin) !== undefined && normalisedOrigin(origin) === normalisedOrigin(`${own.protocol}//${own.host}`);
  }
  return headerValue(headers['sec-fetch-site']) === 'same-origin';
}
