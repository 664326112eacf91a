import {
  compactIban,
  type FormSectionErrors,
  type FormSectionValues,
  type FunnelContext,
  type OrderFormValues,
  translate,
} from '../../core/index.ts';
import { cashBonusTexts } from './cashBonusTexts.ts';
import { cashBonusBankStateOf } from './cashBonusPayout.ts';
import { checkIban } from './checkIban.ts';
import { isIbanCheckFailure } from './paymentDataFromIbanCheck.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The cash-bonus section's wait before the order form is sent: the server's answer for the very IBAN and
 * SWIFT in the fields, from the stored check or from the check still out (or never asked for, when the reader
 * submitted without leaving the field). A failed check, or a call that failed and is leading to the error
 * page, stops the submit with the IBAN's error, so no order goes on with an account the server refused.
 */
export async function settleIbanCheck(
  values: FormSectionValues,
  context: FunnelContext,
  formValues: Readonly<OrderFormValues>,
): Promise<FormSectionErrors> {
  const iban = compactIban(text(values.iban));
  // An empty IBAN is the validator's "required" error, which has stopped the submit before.
  if (iban === '') return undefined;
  const swift = text(values.swift).trim() || undefined;
  const stored = cashBonusBankStateOf(context);
  const state =
    stored && stored.iban === iban && (stored.swift || undefined) === swift
      ? stored
      : await checkIban(context, { iban, swift, orderFormPerson: { firstName: formValues.firstName, lastName: formValues.lastName } });
  return !state || isIbanCheckFailure(state.result) ? { iban: translate(context.i18n, cashBonusTexts, 'ibanInvalid') } : undefined;
}
