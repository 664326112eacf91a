import { loadPrice, type FunnelContext } from '../../core/index.ts';
import { chosenTimeLimit, giftState } from './chosenTimeLimit.ts';

/**
 * Records the time limit picked in the order form and, when it differs from the one the price was
 * asked for, asks for the price again (the price calls carry timeLimit, funnel.md section 7), so
 * the price box beside the form follows the choice at once.
 */
export function chooseTimeLimit(context: FunnelContext, months: number): void {
  const before = chosenTimeLimit(context);
  giftState.write(context.store, { timeLimit: months });
  if (before !== months) void loadPrice(context);
}
