import type { RouteName } from './RouteName.ts';

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

/**
 * The payment return paths of platform.md section 2. Their pages come with the card and PayPal plugins; core knows the
 * paths because a tenant without those plugins answers them with the server error page, and the build preloads there
 * the code of the pages a return leads to (`cli/pluginPreloadRouteChunks.ts`).
 */
export const paymentReturnPaths: readonly string[] = ['/paypal/agreement/result', '/card/agreement/result', '/card/oneoffpay/result'];
