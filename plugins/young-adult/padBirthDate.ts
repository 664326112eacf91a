const shortPartsPattern = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/**
 * Zero-pads a single-digit day or month on blur, '1.2.2005' → '01.02.2005' (funnel.md section 5
 * "Young adults"). Text of any other shape is returned unchanged so the validator can report it.
 */
export function padBirthDate(text: string): string {
  const match = shortPartsPattern.exec(text.trim());
  if (!match) return text;
  const [, day = '', month = '', year = ''] = match;
  return `${day.padStart(2, '0')}.${month.padStart(2, '0')}.${year}`;
}
