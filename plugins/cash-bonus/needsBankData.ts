import { orderPartiesOf, type FunnelContext } from '../../core/index.ts';
import { hasCashBonus } from './hasCashBonus.ts';
import { paysOutToRecruiter } from './paysOutToRecruiter.ts';

/**
 * Whether the order form asks for IBAN and SWIFT: with a cash bonus in the cart, except in an lwl
 * campaign where the logged-in reader is the recruiter and has saved SEPA data (the payout takes
 * those, funnel.md section 4).
 */
export function needsBankData(context: FunnelContext): boolean {
  if (!hasCashBonus(context)) return false;
  const readerIsRecruiter = orderPartiesOf(context).some((party) => party.role === 'agent' && party.isReader);
  return !(paysOutToRecruiter(context) && readerIsRecruiter && context.store.formData.value?.paymentData?.iban?.trim());
}
