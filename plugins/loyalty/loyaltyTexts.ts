import { translate, type FormSectionErrors, type FormSectionValues, type FunnelContext, type TextNamespace } from '../../core/index.ts';

/**
 * The loyalty number's message that the order form's validator needs (funnel.md section 5 "Loyalty number"), the
 * i18next namespace `loyalty`: registered with the plugin, so a tenant without it ships none of its texts.
 */
export const loyaltyTexts = {
  namespace: 'loyalty',
  texts: {
    invalid: 'Bitte prüfen Sie Ihre Miles & More Servicekartennummer: Sie besteht nur aus Ziffern, und die Prüfziffer muss stimmen.',
  },
} satisfies TextNamespace;

function digitSum(value: number): number {
  // A product of a digit and 2 is at most 18, so one subtraction of 9 gives its digit sum.
  return value > 9 ? value - 9 : value;
}

/**
 * Checks a loyalty-programme card number (mmNumber, funnel.md section 5 "Loyalty number").
 * Empty is allowed; any non-digit fails. Otherwise the last digit is the check digit: the other
 * digits are weighted alternately 2 and 1, each product reduced to its digit sum, the sum rounded
 * up to the next multiple of ten, and the difference must equal the check digit (a sum that is
 * already a multiple of ten needs check digit 0).
 *
 * The weights are aligned from the right, as in the Luhn scheme: the digit just before the check
 * digit weighs 2, the one before it 1, and so on. That is what "depending on position and string
 * length" means: counted from the left, which weight a position gets depends on the length.
 * Aligned this way the check digit does not change when leading zeros are added or dropped.
 */
export function isValidMmNumber(value: string): boolean {
  if (value === '') return true;
  if (!/^\d+$/.test(value)) return false;
  const payload = value.slice(0, -1);
  let sum = 0;
  for (let index = 0; index < payload.length; index += 1) {
    const weight = (payload.length - 1 - index) % 2 === 0 ? 2 : 1;
    sum += digitSum(Number(payload.charAt(index)) * weight);
  }
  const nextTen = Math.ceil(sum / 10) * 10;
  return nextTen - sum === Number(value.charAt(value.length - 1));
}

/** The loyalty section's validator: `isValidMmNumber` on the trimmed field, worded from `loyaltyTexts` in the tenant's i18n instance. */
export function validateLoyaltySection(values: FormSectionValues, context: FunnelContext): FormSectionErrors {
  const mmNumber = typeof values.mmNumber === 'string' ? values.mmNumber.trim() : '';
  return isValidMmNumber(mmNumber) ? {} : { mmNumber: translate(context.i18n, loyaltyTexts, 'invalid') };
}
