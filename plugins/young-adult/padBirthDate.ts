const shortPartsPattern = /^(\d{1,2})[.,/\s-](\d{1,2})[.,/\s-](\d{4})$/;
const digitsOnlyPattern = /^(\d{2})(\d{2})(\d{4})$/;

/**
 * Zero-pads a single-digit day or month on blur, '1.2.2005' → '01.02.2005' (funnel.md section 5
 * "Young adults"). The field offers a numeric keyboard, which on many phones has no dot, so
 * '01022005' and other separators ('1,2,2005', '1/2/2005', '1 2 2005') become the same dotted
 * date. Text of any other shape is returned unchanged so the validator can report it.
 */
export function padBirthDate(text: string): string {
  const trimmed = text.trim();
  const match = shortPartsPattern.exec(trimmed) ?? digitsOnlyPattern.exec(trimmed);
  if (!match) return text;
  const [, day = '', month = '', year = ''] = match;
  return `${day.padStart(2, '0')}.${month.padStart(2, '0')}.${year}`;
}
