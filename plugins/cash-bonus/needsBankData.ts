import type { FunnelContext } from '../../core/index.ts';
import { hasCashBonus } from './hasCashBonus.ts';
import { paysOutToRecruiter } from './paysOutToRecruiter.ts';

/**
 * Whether the order form asks for IBAN and SWIFT: with a cash bonus in the cart, except in an lwl
 * campaign whose recruiter already has saved SEPA data (the payout takes those, funnel.md section 4).
 */
export function needsBankData(context: FunnelContext): boolean {
  if (!hasCashBonus(context)) return false;
  return !(paysOutToRecruiter(context) && context.store.formData.value?.paymentData?.iban?.trim());
}
