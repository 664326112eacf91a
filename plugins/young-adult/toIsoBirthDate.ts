import { parseBirthDate } from './parseBirthDate.ts';

/**
 * The typed birth date (d.m.yyyy) as ISO yyyy-MM-dd for the order request's birthDate
 * (funnel.md sections 3 and 5); undefined when the text is not a real date.
 */
export function toIsoBirthDate(text: string): string | undefined {
  const date = parseBirthDate(text);
  if (!date) return undefined;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.year).padStart(4, '0')}-${pad(date.month)}-${pad(date.day)}`;
}
