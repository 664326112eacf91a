import { backNavigationHandlers } from '../extensionPoints/backNavigationHandlers.ts';
import type { BackStep } from './BackStep.ts';
import type { FunnelContext } from './FunnelContext.ts';
import type { RouteName } from './RouteName.ts';
import { setFlowFlag } from './setFlowFlag.ts';

const exitPoints: readonly string[] = ['Start', 'SuccessPage', 'ErrorPage', 'FollowUpOffer', 'OrderExists', 'GpLocked', 'RegistrationSuccess'];

/** Where leaving the checkout goes: the sourceUrl entry parameter, else the tenant's back link. */
function exitUrl(context: FunnelContext): string {
  const source = context.store.entry.value.sourceUrl;
  return source && /^https?:\/\//.test(source) ? source : context.tenant.backLink;
}

/**
 * Decides one back step from `route` and applies its undo (funnel.md section 2, platform.md
 * section 2): plugin undo handlers first (student form shown, recruiter addresses saved, bonus cart
 * confirmed), then core's rules for the payment and verification pages, then the exit points.
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
    setFlowFlag(context.store, flags.billingFrequencySelected ? 'billingFrequencySelected' : 'paymentMethodSelected', false);
    return { kind: 'goto', route: 'PaymentPage' };
  }
  if (exitPoints.includes(route)) return { kind: 'exit', url: exitUrl(context) };
  return { kind: 'goto', route: 'Start' };
}
