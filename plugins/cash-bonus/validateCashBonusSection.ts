import { compactIban, type FormSectionErrors, type FormSectionValues } from '../../core/index.ts';
import { cashBonusBankMessages } from './cashBonusBankMessages.ts';
import { validateCashBonusBankData } from './validateCashBonusBankData.ts';

/**
 * Validates the section's values: the bank-data rules, and a failed server check of the very IBAN
 * in the field (`ibanCheck`, set by the section after the blur check) as the IBAN's error.
 */
export function validateCashBonusSection(values: FormSectionValues): FormSectionErrors {
  const iban = typeof values.iban === 'string' ? values.iban : '';
  const swift = typeof values.swift === 'string' ? values.swift : '';
  const errors = validateCashBonusBankData({ iban, swift }, { cashBonusChosen: true });
  const check = values.ibanCheck as { readonly iban?: string; readonly failed?: boolean } | undefined;
  if (!errors.iban && check?.failed && check.iban === compactIban(iban)) errors.iban = cashBonusBankMessages.ibanInvalid;
  return errors;
}
