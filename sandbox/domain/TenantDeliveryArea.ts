/** Where a tenant's own carriers deliver the printed paper, and which holidays apply there. */
export type TenantDeliveryArea = {
  /** Federal state whose public holidays apply: Baden-Württemberg or Bayern. */
  readonly state: 'BW' | 'BY';
  /** Zip code prefixes of the carrier delivery area. */
  readonly carrierZipPrefixes: readonly string[];
  /** Where the reader can choose another edition; absent when the publisher's service does it. */
  readonly editionsUrl?: string;
};
