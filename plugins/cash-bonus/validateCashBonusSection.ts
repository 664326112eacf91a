import { compactIban, type FormSectionErrors, type FormSectionValues, type FunnelContext, translate } from '../../core/index.ts';
import { cashBonusTexts, type CashBonusTextKey } from './cashBonusTexts.ts';
import { ibanCountryCode } from './paymentDataFromIbanCheck.ts';

/**
 * Validates the section's values: the bank-data rules, and a failed server check of the very IBAN
 * in the field (`ibanCheck`, set by the section after the blur check) as the IBAN's error; the
 * messages come from the plugin's namespace in the tenant's i18n instance.
 */
export function validateCashBonusSection(values: FormSectionValues, context: FunnelContext): FormSectionErrors {
  const iban = typeof values.iban === 'string' ? values.iban : '';
  const swift = typeof values.swift === 'string' ? values.swift : '';
  const problems = validateCashBonusBankData({ iban, swift }, { cashBonusChosen: true });
  const check = values.ibanCheck as { readonly iban?: string; readonly failed?: boolean } | undefined;
  if (!problems.iban && check?.failed && check.iban === compactIban(iban)) problems.iban = 'ibanInvalid';
  return Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, translate(context.i18n, cashBonusTexts, key)]));
}

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
