import { formatDisplayDate, toIsoDate } from '../../format/formatDisplayDate.ts';
import { parseDisplayDate } from '../../format/parseDisplayDate.ts';

const isoPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The form value of a typed date (funnel.md section 9, "Dates"): ISO yyyy-MM-dd when the text is a
 * real d.m.yyyy day, else the trimmed text itself, so that a rule checking ISO refuses it (an ISO
 * date typed as such is understood too; the field then shows it as dd.mm.yyyy).
 */
export function dateValueOfText(text: string): string {
  const date = parseDisplayDate(text);
  return date ? toIsoDate(date) : text.trim();
}

/** The text a date field shows for its form value: dd.mm.yyyy for an ISO date, anything else as it is. */
export function dateTextOfValue(value: string | undefined): string {
  if (!value) return '';
  return isoPattern.test(value) ? formatDisplayDate(value) || value : value;
}

/** Whether a form value is an ISO date (the typed text named a real day). */
export function isIsoDateValue(value: string | undefined): value is string {
  return value !== undefined && isoPattern.test(value);
}
