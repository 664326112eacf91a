import { backNavigationHandlers } from '../extensionPoints/backNavigationHandlers.ts';
import { exitLink } from '../navigation/safeExitUrl.ts';
import type { FunnelContext } from './FunnelContext.ts';
import type { RouteName } from './routeTable.ts';
import { setFlowFlag } from './FlowFlags.ts';

const exitPoints: readonly string[] = [
  'Start',
  'SuccessPage',
  'ErrorPage',
  'FollowUpOffer',
  'OrderExists',
  'GpLocked',
  'RegistrationSuccess',
];
// The exit points of funnel.md section 2 other than Start, where the exception keeps the reader in.
const pagesBesideStart: readonly string[] = ['SuccessPage', 'ErrorPage', 'FollowUpOffer', 'OrderExists'];

/** What a back step does: stay (a step was undone), go to a route, or leave the checkout. */
export type BackStep =
  | { readonly kind: 'stay' }
  | { readonly kind: 'goto'; readonly route: Exclude<RouteName, 'ErrorPage'> }
  | { readonly kind: 'exit'; readonly url: string };

/**
 * Decides one back step from `route` and applies its undo (funnel.md section 2, platform.md
 * section 2): plugin undo handlers first, then core's rules for the payment and verification pages, then the
 * exit points: SuccessPage, ErrorPage, FollowUpOffer and OrderExists return to Start while a handler says it
 * holds the reader (a plugin's step done in the funnel), else every exit point leaves.
 */
export function decideBackStep(context: FunnelContext, route: RouteName | string): BackStep {
  const handlers = context.plugins.get(backNavigationHandlers).filter((handler) => handler.routes.includes(route as RouteName));
  for (const handler of handlers) {
    if (handler.undo(context)) return { kind: 'stay' };
  }
  const flags = context.store.flags.value;
  if (route === 'PaymentPage') {
    // Method and details share one page here, so undoing the selection alone would be a back step
    // without any visible effect: it is undone and the reader goes on to Start in the same step.
    if (flags.paymentMethodSelected) setFlowFlag(context.store, 'paymentMethodSelected', false);
    return { kind: 'goto', route: 'Start' };
  }
  if (route === 'VerificationPage') {
    if (flags.billingFrequencySelected) {
      // Undone in what the payment page shows too: it ticks no frequency until the reader chooses one again.
      const payment = context.store.payment.value;
      context.store.payment.value = {
        ...payment,
        billingFrequency: undefined,
        paymentData: payment.paymentData ? { ...payment.paymentData, billingFrequency: null } : payment.paymentData,
      };
      setFlowFlag(context.store, 'billingFrequencySelected', false);
    } else {
      setFlowFlag(context.store, 'paymentMethodSelected', false);
    }
    return { kind: 'goto', route: 'PaymentPage' };
  }
  // "Unless the bonus cart is confirmed or a form is shown": the reader has work in the funnel, so back returns
  // to Start (where the next back undoes that step).
  const hasFunnelWork = context.plugins.get(backNavigationHandlers).some((handler) => handler.holdsReader?.(context) === true);
  if (hasFunnelWork && pagesBesideStart.includes(route)) return { kind: 'goto', route: 'Start' };
  if (exitPoints.includes(route)) return { kind: 'exit', url: exitLink(context.store.entry.value.sourceUrl, context.tenant) };
  return { kind: 'goto', route: 'Start' };
}
