import type { ServerResponse } from 'node:http';

/**
 * The policy of the sandbox's own HTML pages (login, logout, provider page): no script at all, inline styles only,
 * forms post to the own origin (their 303 answers lead to paths of the own origin: the login's checked target, the
 * shop's return URLs on the origin that serves it) and to `formTargets`, the origins a form's redirect may end at
 * (the provider page's return URLs, which the payment service checked), no framing.
 */
export function sandboxPagePolicy(formTargets: readonly string[] = []): string {
  const formAction = ["'self'", ...new Set(formTargets)].join(' ');
  return `default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`;
}

const sandboxPages = /^\/sandbox\/(login|logout)$|^\/sandbox\/payment\//;

/**
 * Sets the page headers on the answer to a sandbox page (sandbox/README.md, "Stored state, hosts and pages"):
 * a strict Content-Security-Policy and `X-Frame-Options: DENY` for browsers without `frame-ancestors`. The pages'
 * own `writeHead` adds to them. Other paths are left alone.
 */
export function setPageSecurityHeaders(pathname: string, response: ServerResponse): void {
  if (!sandboxPages.test(pathname)) return;
  response.setHeader('content-security-policy', sandboxPagePolicy());
  response.setHeader('x-frame-options', 'DENY');
  response.setHeader('x-content-type-options', 'nosniff');
}
