/**
 * Whether a text is a German SEPA creditor identifier (Gläubiger-Identifikationsnummer): `DE`, two check
 * digits, the business code `ZZZ` and 11 digits, whose check digits are right (ISO 7064 MOD 97-10 over the
 * national part followed by `DE00`; the business code is left out, as the Bundesbank describes it).
 */
export function isSepaCreditorId(value: string): boolean {
  const match = /^DE(\d{2})ZZZ(\d{11})$/.exec(value);
  if (!match) return false;
  // D = 13, E = 14: the country letters as digits.
  const digits = `${match[2]}131400`;
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return 98 - remainder === Number(match[1]);
}
