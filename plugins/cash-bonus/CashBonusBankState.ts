import type { CashBonusAccount } from '../../core/index.ts';

/**
 * What the cash-bonus plugin keeps: the last IBAN checked on blur, its SWIFT and the server's
 * answer. Its shape is core's `CashBonusAccount`, because the lwl plugin reads it through core's
 * typed token `cashBonusAccountState` for the recruiter's payout (agentPaymentData).
 */
export type CashBonusBankState = CashBonusAccount;
