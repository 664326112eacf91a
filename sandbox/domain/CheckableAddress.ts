/**
 * The address fields the address check reads and may correct (funnel.md section 3,
 * Address). Any further fields of an address pass through unchanged.
 */
export type CheckableAddress = {
  readonly country?: string | null;
  readonly street?: string | null;
  readonly streetNumber?: string | null;
  readonly zipCode?: string | null;
  readonly city?: string | null;
  readonly postOfficeBox?: string | null;
  readonly postOfficeBoxZipCode?: string | null;
  readonly postOfficeBoxCity?: string | null;
  readonly district?: string | null;
};
