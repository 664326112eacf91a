import type { RouteName } from './RouteName.ts';
import { routeTable } from './routeTable.ts';

/** The concrete path of a route; `type` fills the ErrorPage's `:type` segment. */
export function routePath(name: RouteName, params: { type?: 'server' | 'productunavailable' | 'trialexpired' } = {}): string {
  const route = routeTable.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`Unknown route "${name}".`);
  return route.path.replace(':type', params.type ?? 'server');
}
