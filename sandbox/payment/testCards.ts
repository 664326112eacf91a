import { createHash } from 'node:crypto';

/** The card numbers the sandbox's provider page documents (sandbox/README.md): one that the issuer declines. */
const declinedTestCard = '4000000000000002';

/** Luhn check of a card number's digits. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Card type codes as card providers send them: V Visa, M Mastercard, A American Express. */
function cardTypeOf(digits: string): string | undefined {
  if (digits.startsWith('4')) return 'V';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'M';
  if (/^3[47]/.test(digits)) return 'A';
  return undefined;
}

/** What the provider page makes of a typed card: an error to show, or the card as the result call answers it. */
export type CardEntry =
  | { readonly error: string }
  | { readonly declined: boolean; readonly card: { pseudocardpan: string; truncatedcardpan: string; cardtype: string; cardexpiredate: string } };

/**
 * Reads a card number and an expiry (MM/JJ) typed on the provider page. Any Luhn-valid Visa,
 * Mastercard or Amex number is accepted, the documented declined number is declined by the
 * issuer, and any real month is taken as expiry: the shop, not the provider, decides whether
 * the card stays valid long enough.
 */
export function readCardEntry(number: string, expiry: string): CardEntry {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) return { error: 'Bitte geben Sie eine gültige Kartennummer ein.' };
  const cardtype = cardTypeOf(digits);
  if (!cardtype) return { error: 'Diese Kartenart wird nicht angenommen (Visa, Mastercard, American Express).' };
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) return { error: 'Bitte geben Sie das Ablaufdatum im Format MM/JJ ein.' };
  const pseudocardpan = `9${BigInt(`0x${createHash('sha256').update(digits).digest('hex').slice(0, 15)}`).toString().padStart(18, '0').slice(0, 18)}`;
  return {
    declined: digits === declinedTestCard,
    card: {
      pseudocardpan,
      truncatedcardpan: `${digits.slice(0, 6)}${'X'.repeat(digits.length - 10)}${digits.slice(-4)}`,
      cardtype,
      cardexpiredate: `${match[2]}${match[1]}`,
    },
  };
}
