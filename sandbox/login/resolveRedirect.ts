/** Control characters (C0, DEL, C1), which browsers strip or read differently inside a URL, and the backslash, which they read as a slash. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
const unsafeCharacters = /[\u0000-\u001f\u007f-\u009f\\]/;

/** Placeholder own origin when the request names none: only paths can match it. */
const fallbackOrigin = 'http://sandbox.invalid';

/** The text once percent-decoded, so `%09` or `%5C` cannot slip past the character check; undefined when it does not decode. */
function decodedOnce(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * Resolves a redirect target with `new URL(target, ownOrigin)` and answers it as a path of the own
 * origin (path, query and fragment), or undefined when the target leaves it: another origin,
 * protocol-relative (`//host`, `/\host`, `\\host`), a scheme such as `javascript:`, control
 * characters (also percent-encoded, e.g. `/%09/evil.example`) or a path that would itself read as
 * protocol-relative. The one check behind every redirect the sandbox sends a browser to.
 */
export function resolveRedirect(target: string | null | undefined, ownOrigin: string = fallbackOrigin): string | undefined {
  if (!target || target.length > 2000) return undefined;
  const decoded = decodedOnce(target);
  if (decoded === undefined || unsafeCharacters.test(target) || unsafeCharacters.test(decoded)) return undefined;
  let base: URL;
  let url: URL;
  try {
    base = new URL(ownOrigin);
    url = new URL(target, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  if (url.pathname.startsWith('//') || !(target.startsWith('/') || target.startsWith(`${base.origin}/`))) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The own origin of a request as its browser sees it (the Host header), for {@link resolveRedirect}. */
export function requestOrigin(host: string | string[] | undefined): string {
  if (typeof host !== 'string' || !/^[\w.-]+(:\d+)?$|^\[[\d:a-f]+\](:\d+)?$/i.test(host)) return fallbackOrigin;
  return `http://${host}`;
}
