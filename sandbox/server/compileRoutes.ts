/**
 * Compiles a route table (name → method and path with `{param}` segments) into a matcher: the
 * route for a method and a path below /api/ (without the leading slash), path parameters decoded.
 */
export function compileRoutes<Name extends string>(
  table: Readonly<Record<Name, { readonly method: string; readonly path: string }>>,
): (method: string, path: string) => { call: Name; params: Record<string, string> } | undefined {
  const compiled = (Object.keys(table) as Name[]).map((call) => {
    const names: string[] = [];
    const source = table[call].path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { call, method: table[call].method, names, pattern: new RegExp(`^${source}$`) };
  });
  return (method, path) => {
    for (const route of compiled) {
      if (route.method !== method) continue;
      const match = route.pattern.exec(path);
      if (!match) continue;
      const params: Record<string, string> = {};
      try {
        route.names.forEach((name, index) => {
          params[name] = decodeURIComponent(match[index + 1] ?? '');
        });
      } catch {
        return undefined;
      }
      return { call: route.call, params };
    }
    return undefined;
  };
}
