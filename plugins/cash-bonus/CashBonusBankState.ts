import type { PayoutAccount } from '../../core/index.ts';

/**
 * What the cash-bonus plugin keeps: the last IBAN checked on blur, its SWIFT and the server's
 * answer. It is core's persisted `payoutAccountState`, which this plugin declares, because the lwl plugin reads it
 * for the recruiter's payout (agentPaymentData).
 */
export type CashBonusBankState = PayoutAccount;
