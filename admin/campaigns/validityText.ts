import { formatDisplayDate } from '../../core/index.ts';

/** A validity period in words: "01.01.2026 bis 31.12.2026", "ab …", "bis …" or "unbegrenzt". */
export function validityText(validFrom: string | null, validUntil: string | null): string {
  if (validFrom && validUntil) return `${formatDisplayDate(validFrom)} bis ${formatDisplayDate(validUntil)}`;
  if (validFrom) return `ab ${formatDisplayDate(validFrom)}`;
  if (validUntil) return `bis ${formatDisplayDate(validUntil)}`;
  return 'unbegrenzt';
}
