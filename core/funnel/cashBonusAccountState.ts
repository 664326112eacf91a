import { definePluginState } from './definePluginState.ts';

/**
 * The payout account of a cash bonus as the cash-bonus plugin checked it on blur: the IBAN, its
 * SWIFT and the fields of the server's checkIbanSwift answer (funnel.md section 3) that are read.
 */
export interface CashBonusAccount {
  readonly iban: string;
  readonly swift?: string;
  readonly result: {
    readonly checkFailed?: boolean | null;
    readonly ibanError?: boolean | string | null;
    readonly knownBySAP?: boolean | null;
    readonly bankName?: string | null;
  };
}

/**
 * Typed state token of the cash-bonus plugin's checked account. The cash-bonus plugin writes it;
 * the lwl plugin reads it for the recruiter's payout (agentPaymentData), so the shape both rely on
 * is declared here, in core's public surface, and not as a string key in either plugin.
 */
export const cashBonusAccountState = definePluginState<CashBonusAccount>('cash-bonus');
