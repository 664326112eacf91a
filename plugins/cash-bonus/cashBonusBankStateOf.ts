import { payoutAccountState, type FunnelContext } from '../../core/index.ts';
import type { CashBonusBankState } from './CashBonusBankState.ts';

/** The stored IBAN check of the cash-bonus plugin, if any. */
export function cashBonusBankStateOf(context: FunnelContext): CashBonusBankState | undefined {
  return payoutAccountState.read(context.store);
}
