/**
 * Whether a bonus is paid out as money, which needs bank data for its payout (funnel.md sections 1 and 5): classified
 * CASH, or carrying a cash amount above zero whatever its classification (money paid out needs an account even when
 * the catalogue files it otherwise). One rule for the client (the plugins whose bonuses are paid out) and the
 * sandbox's order check.
 */
// Loosely typed: the bonus plugin keeps bonuses whose classification is any string the back end sends.
export function isPayoutBonus(bonus: { readonly classification?: string | null; readonly cashBonus?: number | null }): boolean {
  return bonus.classification === 'CASH' || (bonus.cashBonus ?? 0) > 0;
}
