import { isValidCustomerNumber } from '../orderForm/isValidCustomerNumber.ts';

/**
 * Whether the reader ordered as an existing customer, for the success page's hint that an e-mail
 * follows to merge the customer data by customer number (funnel.md section 2, platform.md section 8).
 * The spec gives no flag for it; a customer number known before the order marks a customer record:
 * the logged-in account's (form data gpNr) or a valid one the reader entered, which the order
 * request carried. The create-order response's gpNr alone does not count, since the back end may
 * answer a new customer with the number it has just created (the one kept for the registration).
 */
export function isExistingCustomer(input: {
  readonly formDataGpNr: string | null | undefined;
  readonly enteredGpNr: string | null | undefined;
  readonly customerNumberFirstDigit: string;
}): boolean {
  if (input.formDataGpNr?.trim()) return true;
  return isValidCustomerNumber(input.enteredGpNr?.trim() ?? '', input.customerNumberFirstDigit);
}
