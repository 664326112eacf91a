import { compactIban, type FormSectionErrors, type FormSectionValues, type FunnelContext, translate } from '../../core/index.ts';
import { cashBonusTexts } from './cashBonusTexts.ts';
import { validateCashBonusBankData } from './validateCashBonusBankData.ts';

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
