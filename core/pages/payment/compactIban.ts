/** An IBAN as the services take it: upper-cased, spaces removed. */
export function compactIban(iban: string | null | undefined): string {
  return (iban ?? '').replace(/\s+/g, '').toUpperCase();
}
