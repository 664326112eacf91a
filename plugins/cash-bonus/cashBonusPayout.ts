import { payingParty, type FunnelContext, type PaymentDataInput } from '../../core/index.ts';
import { cashBonusBankStateOf } from './cashBonusBankStateOf.ts';
import { paymentDataFromIbanCheck } from './paymentDataFromIbanCheck.ts';

/**
 * The account the cash bonus is paid out to (the order's cashBonusPaymentData): the checked IBAN
 * with its bank name and country, owned by the purchaser. Undefined while no IBAN passed the check.
 */
export function cashBonusPayout(context: FunnelContext): PaymentDataInput | undefined {
  const state = cashBonusBankStateOf(context);
  if (!state) return undefined;
  const addresses = payingParty(context).addresses;
  return paymentDataFromIbanCheck({ request: state, result: state.result, purchaser: addresses?.privateAddress ?? addresses?.businessAddress ?? undefined });
}
