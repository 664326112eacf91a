/** One street of the address reference set: a real street / zip / city combination. */
export type ReferenceStreet = {
  readonly street: string;
  readonly zipCode: string;
  readonly city: string;
  /** Local edition code of the region feature (pva), only where a tenant has regions. */
  readonly district?: string;
  /** Inclusive range of the numeric part of valid house numbers, where known. */
  readonly houseNumbers?: { readonly from: number; readonly to: number };
};
