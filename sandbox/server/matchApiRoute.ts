import { apiRoutes } from '../../core/api/apiRoutes.ts';
import type { ApiCallName } from '../../core/api/apiCallName.ts';

const compiled = (Object.keys(apiRoutes) as ApiCallName[]).map((call) => {
  const names: string[] = [];
  const source = apiRoutes[call].path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { call, method: apiRoutes[call].method, names, pattern: new RegExp(`^${source}$`) };
});

/** Finds the call for a method and a path below /api/ (without the leading slash); path parameters decoded. */
export function matchApiRoute(method: string, path: string): { call: ApiCallName; params: Record<string, string> } | undefined {
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
}
