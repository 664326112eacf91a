/** One route of the order app with its shell behaviour (funnel.md section 2, platform.md section 2). */
export interface RouteDefinition {
  readonly name: RouteName;
  readonly path: string;
  /** Hidden on Start, SuccessPage, ErrorPage, RegistrationSuccess, GpLocked, FollowUpOffer and OrderExists. */
  readonly showBackButton: boolean;
  /** Step of the 5-step progress bar, or undefined where the bar shows no active step. */
  readonly progressStep: number | undefined;
}

/** The base path of the order funnel. */
const funnelBasePath = '/neubestellung/abo';

/** Every route of the order app, in the spec's order. */
export const routeTable: readonly RouteDefinition[] = [
  { name: 'Start', path: `${funnelBasePath}/`, showBackButton: false, progressStep: 2 },
  { name: 'PaymentPage', path: `${funnelBasePath}/payment`, showBackButton: true, progressStep: 3 },
  { name: 'VerificationPage', path: `${funnelBasePath}/verification`, showBackButton: true, progressStep: 4 },
  { name: 'SuccessPage', path: `${funnelBasePath}/success`, showBackButton: false, progressStep: 5 },
  { name: 'RegistrationSuccess', path: '/registrationSuccess', showBackButton: false, progressStep: 5 },
  { name: 'OrderExists', path: `${funnelBasePath}/orderexists`, showBackButton: false, progressStep: undefined },
  { name: 'FollowUpOffer', path: `${funnelBasePath}/FollowUpOffer`, showBackButton: false, progressStep: undefined },
  { name: 'ErrorPage', path: `${funnelBasePath}/error/:type`, showBackButton: false, progressStep: undefined },
  { name: 'GpLocked', path: '/accountlocked', showBackButton: false, progressStep: undefined },
];

/** Route names of the order app (funnel.md section 2, platform.md section 2). */
export type RouteName =
  | 'Start'
  | 'PaymentPage'
  | 'VerificationPage'
  | 'SuccessPage'
  | 'RegistrationSuccess'
  | 'OrderExists'
  | 'FollowUpOffer'
  | 'ErrorPage'
  | 'GpLocked';

/** The concrete path of a route; `type` fills the ErrorPage's `:type` segment. */
export function routePath(name: RouteName, params: { type?: 'server' | 'productunavailable' | 'trialexpired' } = {}): string {
  const route = routeTable.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`Unknown route "${name}".`);
  return route.path.replace(':type', params.type ?? 'server');
}

/**
 * The own-origin path the login sends the reader back to: the current page with its query,
 * without a previous service ticket.
 */
export function returnPath(location: { readonly pathname: string; readonly search: string }): string {
  const query = new URLSearchParams(location.search);
  query.delete('st');
  const search = query.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}

/**
 * The step an error page's retry returns to, as its history entry remembers it (`{ retryPath }`, written when the
 * funnel navigates to the error page); undefined for any other state, e.g. an error page opened by its URL.
 */
export function rememberedRetryPath(historyState: unknown): string | undefined {
  if (!historyState || typeof historyState !== 'object' || !('retryPath' in historyState)) return undefined;
  return typeof historyState.retryPath === 'string' ? historyState.retryPath : undefined;
}

/**
 * The payment return paths of platform.md section 2. Their pages come with the card and PayPal plugins; core knows the
 * paths because a tenant without those plugins answers them with the server error page, and the build preloads there
 * the code of the pages a return leads to (`cli/pluginPreloadRouteChunks.ts`).
 */
export const paymentReturnPaths: readonly string[] = ['/paypal/agreement/result', '/card/agreement/result', '/card/oneoffpay/result'];

/** The route of the spec's table whose path pattern (`:type` a segment) a path matches; undefined for any other path. */
export function routeOfPath(path: string): RouteDefinition | undefined {
  return routeTable.find((route) => new RegExp(`^${route.path.replace(/:[a-zA-Z]+/g, '[^/]+').replace(/\/$/, '/?')}$`).test(path));
}
