/**
 * The account holder's name for SEPA data (funnel.md section 5, IBAN): the purchaser's first and
 * last name, or the last name alone; a company's name when no person is named.
 */
export function accountOwnerName(
  purchaser:
    | { readonly firstName?: string | null; readonly lastName?: string | null; readonly companyName?: string | null }
    | null
    | undefined,
): string {
  const name = [purchaser?.firstName, purchaser?.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || purchaser?.companyName?.trim() || '';
}
