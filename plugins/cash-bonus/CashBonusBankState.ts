import type { IbanCheckResultInput } from './IbanCheckResultInput.ts';

/**
 * What the cash-bonus plugin keeps under its id: the last IBAN checked on blur, its SWIFT and the
 * server's answer. The lwl plugin reads it for the recruiter's payout (agentPaymentData).
 */
export interface CashBonusBankState {
  readonly iban: string;
  readonly swift?: string;
  readonly result: IbanCheckResultInput;
}
