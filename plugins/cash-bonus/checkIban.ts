import { payoutAccountState, compactIban, type FunnelContext, payingParty } from '../../core/index.ts';
import { type CashBonusBankState, cashBonusBankStateOf, paysOutToRecruiter } from './cashBonusPayout.ts';
import { isIbanCheckFailure, paymentDataFromIbanCheck } from './paymentDataFromIbanCheck.ts';

type PersonNames = { readonly firstName?: string | null; readonly lastName?: string | null };

/** The purchaser's names: typed just now in the order form, or saved from the giver form when the giver pays. */
function purchaserNames(context: FunnelContext, orderFormPerson: PersonNames): PersonNames | undefined {
  const payer = payingParty(context);
  if (payer.enteredIn === 'orderForm') return orderFormPerson;
  return payer.addresses?.privateAddress ?? payer.addresses?.businessAddress ?? undefined;
}

/**
 * The server check of an IBAN on blur (funnel.md section 5 "IBAN"). Stores the answer; a successful
 * check of a new account outside lwl sets the payment step to SEPA with that account, bank name,
 * owner (the purchaser's names, see `payingParty`) and country code. Checking the same account
 * again keeps a method the reader has chosen since. A failed call leads to the server error page
 * (funnel.md section 7). Returns the stored state, or undefined for an empty IBAN or a failed call.
 */
export function checkIban(
  context: FunnelContext,
  input: { readonly iban: string; readonly swift?: string; readonly orderFormPerson: PersonNames },
): Promise<CashBonusBankState | undefined> {
  const iban = compactIban(input.iban);
  if (iban === '') return Promise.resolve(undefined);
  const swift = input.swift?.trim() || undefined;
  // The blur's check and the submit's wait for it (settleIbanCheck) share one call.
  const key = `${iban} ${swift ?? ''}`;
  const running = inFlight.get(context);
  if (running?.key === key) return running.promise;
  const promise = runCheck(context, iban, swift, input.orderFormPerson).finally(() => {
    if (inFlight.get(context)?.promise === promise) inFlight.delete(context);
  });
  inFlight.set(context, { key, promise });
  return promise;
}

const inFlight = new WeakMap<FunnelContext, { readonly key: string; readonly promise: Promise<CashBonusBankState | undefined> }>();

async function runCheck(
  context: FunnelContext,
  iban: string,
  swift: string | undefined,
  orderFormPerson: PersonNames,
): Promise<CashBonusBankState | undefined> {
  let result;
  try {
    result = await context.api.checkIbanSwift({ iban, ...(swift ? { swift } : {}) });
  } catch {
    context.navigate({ route: 'ErrorPage', type: 'server' });
    return undefined;
  }
  const previous = cashBonusBankStateOf(context);
  const state: CashBonusBankState = { iban, ...(swift ? { swift } : {}), result };
  payoutAccountState.write(context.store, state);
  if (paysOutToRecruiter(context)) return state;
  const paymentData = paymentDataFromIbanCheck({ request: { iban, swift }, result, purchaser: purchaserNames(context, orderFormPerson) });
  const payment = context.store.payment.value;
  const sameAccount = previous?.iban === iban && !isIbanCheckFailure(previous.result);
  if (paymentData && (!sameAccount || payment.methodKey === undefined)) {
    context.store.payment.value = { methodKey: '7', billingFrequency: payment.billingFrequency, paymentData };
  }
  return state;
}
