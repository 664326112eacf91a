import type { RouteName } from './RouteName.ts';

/** What a back step does: stay (a step was undone), go to a route, or leave the checkout. */
export type BackStep =
  | { readonly kind: 'stay' }
  | { readonly kind: 'goto'; readonly route: Exclude<RouteName, 'ErrorPage'> }
  | { readonly kind: 'exit'; readonly url: string };
