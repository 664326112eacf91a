import type { PhoneCheck } from './PhoneCheck.ts';

/** What `validateOrderForm` needs to know beyond the values (funnel.md section 5, "Order form"). */
export interface OrderFormValidationContext {
  /** D digital, M magazine, P print. Digital products use the simpler street form without post office box. */
  readonly printProductType: 'D' | 'M' | 'P';
  /** The campaign's `emailMandatory` flag. */
  readonly emailMandatory: boolean;
  /**
   * The order's mail goes to the person of the second-person form, not to the order form's person (`receivesOrderMail`
   * of the order parties): the e-mail the campaign requires is asked there.
   */
  readonly orderMailToSecondPerson: boolean;
  /** The normal order form, or the address form of a second person that precedes it. */
  readonly view: 'order' | 'secondPerson';
  /** False for existing users, whose name fields are not editable and therefore not validated. */
  readonly nameEditable: boolean;
  /**
   * The campaign's customer-number selection (`showGPTypeSelection`). When false the customer-number
   * field is not shown and `gpNr` (if any, from the server) is not validated.
   */
  readonly showGpTypeSelection: boolean;
  /** Offered country codes. */
  readonly countries: readonly string[];
  /** Whether a full address is required; without it the address fields are optional. */
  readonly addressRequired: boolean;
  /** The tenant's first digit of customer numbers ('3' for one publisher, '2' for the others). */
  readonly customerNumberFirstDigit: string;
  /**
   * Country-aware phone check (`isValidPhone`, lazy-loaded), given the main address's country.
   * Undefined while it loads: then only the format rules of the phone fields run.
   */
  readonly isValidPhone: PhoneCheck | undefined;
}
