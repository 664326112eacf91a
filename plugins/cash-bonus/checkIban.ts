import { writePluginState, type FunnelContext } from '../../core/index.ts';
import type { CashBonusBankState } from './CashBonusBankState.ts';
import { compactIban } from './compactIban.ts';
import { paymentDataFromIbanCheck } from './paymentDataFromIbanCheck.ts';
import { paysOutToRecruiter } from './paysOutToRecruiter.ts';

/**
 * The server check of an IBAN on blur (funnel.md section 5 "IBAN"). Stores the answer; a successful
 * check outside lwl sets the payment data to SEPA with bank name, owner (the purchaser's names) and
 * country code. A failed call leads to the server error page (funnel.md section 7). Returns the
 * stored state, or undefined for an empty IBAN or a failed call.
 */
export async function checkIban(
  context: FunnelContext,
  input: { readonly iban: string; readonly swift?: string; readonly purchaser: { readonly firstName?: string | null; readonly lastName?: string | null } },
): Promise<CashBonusBankState | undefined> {
  const iban = compactIban(input.iban);
  if (iban === '') return undefined;
  const swift = input.swift?.trim() || undefined;
  let result;
  try {
    result = await context.api.checkIbanSwift({ iban, ...(swift ? { swift } : {}) });
  } catch {
    context.navigate({ route: 'ErrorPage', type: 'server' });
    return undefined;
  }
  const state: CashBonusBankState = { iban, ...(swift ? { swift } : {}), result };
  writePluginState(context.store, 'cash-bonus', state);
  const paymentData = paymentDataFromIbanCheck({ request: { iban, swift }, result, purchaser: input.purchaser });
  if (paymentData && !paysOutToRecruiter(context)) {
    context.store.payment.value = { ...context.store.payment.value, paymentData };
  }
  return state;
}
