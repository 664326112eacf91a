import {
  type PayoutAccount,
  payoutAccountState,
  type FunnelContext,
  chosenBonuses,
  isPayoutBonus,
  orderPartiesOf,
  payingParty,
  type PaymentDataInput,
} from '../../core/index.ts';
import { paymentDataFromIbanCheck } from './paymentDataFromIbanCheck.ts';

/**
 * What the cash-bonus plugin keeps: the last IBAN checked on blur, its SWIFT and the server's
 * answer. It is core's persisted `payoutAccountState`, which this plugin declares, because the lwl plugin reads it
 * for the recruiter's payout (agentPaymentData).
 */
export type CashBonusBankState = PayoutAccount;

/** The stored IBAN check of the cash-bonus plugin, if any. */
export function cashBonusBankStateOf(context: FunnelContext): CashBonusBankState | undefined {
  return payoutAccountState.read(context.store);
}

/** Whether a cash bonus is in the cart (core's `isPayoutBonus`): it needs bank data (funnel.md section 5 "IBAN"). */
export function hasCashBonus(context: FunnelContext): boolean {
  return chosenBonuses(context).some(({ bonus }) => isPayoutBonus(bonus));
}

/**
 * The lwl payout rule: in an lwl campaign the cash bonus goes to the recruiter, as the order's
 * agentPaymentData (funnel.md sections 3 and 4), not into the purchaser's payment data.
 */
export function paysOutToRecruiter(context: FunnelContext): boolean {
  return context.store.formData.value?.salesCampaign.lwl === true;
}

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

/**
 * The account the cash bonus is paid out to (the order's cashBonusPaymentData): the checked IBAN
 * with its bank name and country, owned by the purchaser. Undefined while no IBAN passed the check.
 */
export function cashBonusPayout(context: FunnelContext): PaymentDataInput | undefined {
  const state = cashBonusBankStateOf(context);
  if (!state) return undefined;
  const addresses = payingParty(context).addresses;
  return paymentDataFromIbanCheck({
    request: state,
    result: state.result,
    purchaser: addresses?.privateAddress ?? addresses?.businessAddress ?? undefined,
  });
}
