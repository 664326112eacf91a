import type { FunnelContext } from '../../core/index.ts';
import { bonusCartConfirmedState } from './bonusCartConfirmedState.ts';
import { bonusCartOf } from './bonusCartOf.ts';
import { hasBonuses } from './hasBonuses.ts';
import { isAutoConfirmed } from './isAutoConfirmed.ts';

/**
 * The bonus selection is the start page's first step (funnel.md section 2) while the campaign has
 * bonuses and the cart is not confirmed; a cart of fixed bonuses only confirms itself.
 */
export function isBonusSelectionDue(context: FunnelContext): boolean {
  if (!hasBonuses(context) || bonusCartConfirmedState.read(context.store) === true) return false;
  return !isAutoConfirmed(bonusCartOf(context));
}
