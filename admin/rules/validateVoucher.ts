import { isValid, parseISO } from 'date-fns';
import { normalizeVoucherCode } from '../../core/index.ts';
import type { VoucherInput } from '../api/voucherInput.ts';
import type { FieldError } from './FieldError.ts';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value));

/** The rules of the discount: a whole percentage from 1 to 100, or an amount above 0 in whole cents. */
function discountErrors(voucher: VoucherInput): FieldError[] {
  const value = voucher.discountValue;
  if (voucher.discountKind === 'percent' && !(Number.isInteger(value) && value >= 1 && value <= 100)) {
    return [{ path: 'discountValue', message: 'Bitte geben Sie einen Rabatt von 1 bis 100 Prozent in ganzen Zahlen ein.' }];
  }
  if (voucher.discountKind === 'amount' && !(value > 0 && value <= 10_000 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6)) {
    return [{ path: 'discountValue', message: 'Bitte geben Sie einen Betrag über 0 € mit höchstens zwei Nachkommastellen ein.' }];
  }
  return [];
}

/**
 * The rules of a voucher code, shared by the admin screen (before sending) and the server: a code of A–Z, 0–9 and "-"
 * (at most 32, spaces and case do not count), at least one campaign, the discount, months and redemption limit as whole
 * numbers of at least 1 where given, and a first day not after the last.
 */
export function validateVoucher(voucher: VoucherInput): FieldError[] {
  const errors: FieldError[] = [];
  if (normalizeVoucherCode(voucher.code) === undefined) {
    errors.push({ path: 'code', message: 'Bitte geben Sie einen Code aus A–Z, 0–9 und „-“ mit höchstens 32 Zeichen ein.' });
  }
  if (voucher.description.trim() === '') errors.push({ path: 'description', message: 'Bitte beschreiben Sie den Gutschein.' });
  if (voucher.campaignIds.length === 0) errors.push({ path: 'campaignIds', message: 'Bitte wählen Sie mindestens ein Angebot.' });
  errors.push(...discountErrors(voucher));
  if (voucher.months !== null && !(Number.isInteger(voucher.months) && voucher.months >= 1 && voucher.months <= 120)) {
    errors.push({ path: 'months', message: 'Bitte geben Sie eine Dauer von 1 bis 120 Monaten ein oder wählen Sie die ganze Laufzeit.' });
  }
  if (!isDay(voucher.validFrom)) errors.push({ path: 'validFrom', message: 'Bitte geben Sie ein gültiges Datum ein.' });
  if (!isDay(voucher.validUntil)) errors.push({ path: 'validUntil', message: 'Bitte geben Sie ein gültiges Datum ein.' });
  else if (isDay(voucher.validFrom) && voucher.validUntil < voucher.validFrom) {
    errors.push({ path: 'validUntil', message: 'Das Ende darf nicht vor dem Beginn liegen.' });
  }
  if (voucher.redemptionLimit !== null && !(Number.isInteger(voucher.redemptionLimit) && voucher.redemptionLimit >= 1)) {
    errors.push({ path: 'redemptionLimit', message: 'Bitte geben Sie eine ganze Zahl ab 1 ein oder lassen Sie das Feld leer.' });
  }
  return errors;
}
