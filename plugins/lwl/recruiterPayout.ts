import { payoutAccountState, chosenBonuses, isPayoutBonus } from '../../core/index.ts';
import type { FunnelContext, OrderRequest } from '../../core/index.ts';
import { agentPaymentData } from './agentPaymentData.ts';
import { lwlParties } from './lwlParties.ts';

/**
 * The recruiter's SEPA payout data for a cash bonus (funnel.md sections 3 and 4): from the saved
 * payment data when it holds an IBAN and the logged-in reader is the recruiter (a recruited
 * reader's saved account is their own, never the recruiter's), else the IBAN the cash-bonus plugin
 * checked (read through core's typed `payoutAccountState`). Undefined without a cash
 * bonus or an IBAN.
 */
export function recruiterPayout(context: FunnelContext): OrderRequest['agentPaymentData'] {
  const cash = chosenBonuses(context).some(({ bonus }) => isPayoutBonus(bonus));
  if (!cash) return undefined;
  const checked = payoutAccountState.read(context.store);
  const usable = checked && !checked.result.checkFailed && !checked.result.ibanError ? checked : undefined;
  const recruiter = context.store.secondPersonAddresses.value?.privateAddress ?? {};
  const readerIsRecruiter = lwlParties(context).some((party) => party.role === 'agent' && party.isReader);
  const prefill = readerIsRecruiter ? context.store.formData.value?.paymentData : undefined;
  return agentPaymentData({ recruiter, iban: usable?.iban, bankName: usable?.result?.bankName, prefill });
}
