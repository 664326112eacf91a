import { calendarDateOf, toCalendarDate, type CalendarDate } from './CalendarDate.ts';
import { type IdCardCheck, type IdCardZone, normalizeIdCardZone } from './IdCardZone.ts';
import { mrzCheckDigit, td1CompositeCheckDigit } from './mrzCheckDigit.ts';

const formats = {
  line1Field1: /^[A-Z0-9]{10}$/,
  line2Field1: /^\d{7}$/,
  line2Field2: /^\d{7}[A-Z0-9]$/,
  line2Field3: /^([A-Z0-9]{4})?$/,
  line2Field4: /^\d$/,
} as const;

const invalid: IdCardCheck = { result: 'invalid', expired: false };

function hasCheckDigit(field: string, length: number): boolean {
  return mrzCheckDigit(field.slice(0, length)) === Number(field.charAt(length));
}

function yymmdd(text: string, century: number): CalendarDate | undefined {
  return toCalendarDate(century + Number(text.slice(0, 2)), Number(text.slice(2, 4)), Number(text.slice(4, 6)));
}

function sameDay(a: CalendarDate, b: CalendarDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

function isBefore(a: CalendarDate, b: CalendarDate): boolean {
  return a.year !== b.year ? a.year < b.year : a.month !== b.month ? a.month < b.month : a.day < b.day;
}

/**
 * Checks the ID-card fields of a young-adult order against the entered birth date (funnel.md
 * section 5 "Young adults"). The fields are upper-cased and must have their formats (10
 * alphanumeric; 7 numeric; 8 alphanumeric of which expiry and its check digit are numeric; 4
 * alphanumeric or empty; 1 numeric). Then the ICAO 9303 check digits of the document number,
 * birth date and expiry date and the TD1 composite digit (see `td1CompositeCheckDigit`) must hold,
 * and both dates must be real days; any failure is 'invalid'. The fields are placed in the TD1
 * lines of the German card: line 1 `IDD<<` + field 1 + fillers; line 2 field 1, the sex (not
 * typed, and not covered by any check), field 2, `<<` (rest of the nationality `D<<`), field 3
 * padded with fillers to position 29, field 4.
 *
 * The card's birth year is 19yy when yy is above the current two-digit year, else 20yy; a
 * different day than `enteredBirthDate` is 'dateMismatch'. Expiry years are 20yy (the card layout
 * dates from 2010). A card is expired the day after its expiry date; that is recorded, not blocking.
 */
export function checkIdCard(zone: IdCardZone, enteredBirthDate: CalendarDate, today: Date): IdCardCheck {
  const fields = normalizeIdCardZone(zone);
  const wellFormed = (Object.keys(formats) as (keyof typeof formats)[]).every((name) => formats[name].test(fields[name]));
  if (!wellFormed) return invalid;

  const { line1Field1, line2Field1, line2Field2, line2Field3, line2Field4 } = fields;
  if (!hasCheckDigit(line1Field1, 9) || !hasCheckDigit(line2Field1, 6) || !hasCheckDigit(line2Field2, 6)) {
    return invalid;
  }
  const line1 = `IDD<<${line1Field1}`.padEnd(30, '<');
  const line2 = `${line2Field1}<${line2Field2}<<${line2Field3.padEnd(11, '<')}${line2Field4}`;
  if (td1CompositeCheckDigit(line1, line2) !== Number(line2Field4)) return invalid;

  const now = calendarDateOf(today);
  const birthYearDigits = Number(line2Field1.slice(0, 2));
  const birthDate = yymmdd(line2Field1, birthYearDigits > now.year % 100 ? 1900 : 2000);
  const expiryDate = yymmdd(line2Field2, 2000);
  if (!birthDate || !expiryDate) return invalid;

  const expired = isBefore(expiryDate, now);
  return { result: sameDay(birthDate, enteredBirthDate) ? 'ok' : 'dateMismatch', expired };
}
