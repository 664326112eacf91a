/** The IBAN without blanks and upper-cased, as it is checked, measured and sent. */
export function compactIban(iban: string | null | undefined): string {
  return (iban ?? '').replace(/\s+/g, '').toUpperCase();
}
