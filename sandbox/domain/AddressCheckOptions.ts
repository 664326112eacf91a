/** What the address check needs to know about the campaign. */
export type AddressCheckOptions = {
  /** D digital, M magazine, P print (funnel.md section 3, printProductType). */
  readonly printProductType: 'D' | 'M' | 'P';
  /** The campaign demands a full postal address even for a digital product. */
  readonly requireFullAddress: boolean;
};
