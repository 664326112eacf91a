/**
 * Reads a displayed date, d.m.yyyy with one- or two-digit day and month (funnel.md section 5,
 * "Young adults"; section 9 "Dates"), as a local Date at midnight. Returns null unless the text is
 * in that format and names a real calendar day (no 31.04., no 29.02. outside leap years).
 */
export function parseDisplayDate(text: string): Date | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  const date = new Date(year, month - 1, day);
  // new Date rolls 31.04. over to 01.05.; a real day keeps its parts.
  date.setFullYear(year);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}
