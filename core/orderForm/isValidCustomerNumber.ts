/**
 * Whether a customer number (gpNr) is valid (funnel.md section 5, "Customer number"): exactly
 * 10 digits, beginning with the tenant's first digit (3 for one publisher, 2 for the others).
 */
export function isValidCustomerNumber(gpNr: string, firstDigit: string): boolean {
  return /^\d{10}$/.test(gpNr) && gpNr.startsWith(firstDigit);
}
