import { size, string } from 'superstruct';

/**
 * A code as the reader typed it (an addition beyond funnel.md, docs/vouchers.md "Voucher codes"): at most 64 characters before
 * {@link normalizeVoucherCode}, which both the front end and the service apply.
 */
export const voucherCodeInput = size(string(), 1, 64);

/** What a code may hold after normalising: A–Z, 0–9 and '-', 1 to 32 characters. */
const normalizedCode = /^[A-Z0-9-]{1,32}$/;

/**
 * The code as the service compares it: upper case, trimmed, every inner space removed; undefined when what remains is
 * empty, longer than 32 characters or holds anything but A–Z, 0–9 and '-'.
 */
export function normalizeVoucherCode(raw: string): string | undefined {
  const code = raw.replace(/\s+/g, '').toUpperCase();
  return normalizedCode.test(code) ? code : undefined;
}
