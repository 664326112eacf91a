import { compactIban } from '../../core/index.ts';
import type { CashBonusTextKey } from './cashBonusTexts.ts';
import { ibanCountryCode } from './ibanCountryCode.ts';

const maxIbanLength = 32;
const maxSwiftLength = 15;

/**
 * Validates the bank data for a cash-bonus payout (funnel.md sections 5 "IBAN" and 9): the IBAN
 * is required when a cash bonus is chosen; SWIFT is also required then when the bank country is
 * not the domestic DE (the given bankCountry, else the IBAN's country); at most 32 characters of
 * IBAN (blanks not counted) and 15 of SWIFT. Returns the key of the error text (`cashBonusTexts`) per field;
 * an empty object when all is valid.
 */
export function validateCashBonusBankData(
  values: { readonly iban?: string | null; readonly swift?: string | null },
  context: { readonly cashBonusChosen: boolean; readonly bankCountry?: string | null },
): { iban?: CashBonusTextKey; swift?: CashBonusTextKey } {
  const iban = compactIban(values.iban);
  const swift = (values.swift ?? '').trim();
  const bankCountry = context.bankCountry || ibanCountryCode(iban);
  const errors: { iban?: CashBonusTextKey; swift?: CashBonusTextKey } = {};
  if (context.cashBonusChosen && iban === '') errors.iban = 'ibanRequired';
  else if (iban.length > maxIbanLength) errors.iban = 'ibanTooLong';
  if (swift.length > maxSwiftLength) errors.swift = 'swiftTooLong';
  else if (context.cashBonusChosen && swift === '' && bankCountry !== undefined && bankCountry !== 'DE') {
    errors.swift = 'swiftRequired';
  }
  return errors;
}
