/** Fills the `{name}` parameters of a route path, each URI-encoded; a missing one becomes empty. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
