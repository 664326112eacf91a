import { boolean, nullable, object, optional, size, string, type, union, type Infer } from 'superstruct';
import { definePluginState } from './definePluginState.ts';

const flag = optional(nullable(boolean()));

const payoutAccount = object({
  iban: size(string(), 1, 40),
  swift: optional(size(string(), 0, 15)),
  result: type({ checkFailed: flag, ibanError: optional(nullable(union([boolean(), string()]))), knownBySAP: flag, bankName: optional(nullable(string())) }),
});

/**
 * The account a cash payout of the order goes to, as checked on blur: the IBAN, its SWIFT and the fields of the
 * server's checkIbanSwift answer (funnel.md section 3) that are read.
 */
export type PayoutAccount = Infer<typeof payoutAccount>;

/**
 * The checked payout account. The plugin that asks for the account declares and writes it; a plugin that pays a
 * second person (the recruiter's agentPaymentData) reads it. Kept across a payment round trip.
 */
export const payoutAccountState = definePluginState({ id: 'payoutAccount', schema: payoutAccount, persisted: true });
