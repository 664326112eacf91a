/** The per-address result of the address check (funnel.md section 3, Address check result). */
export type AddressCheckResult<A extends CheckableAddress = CheckableAddress> = {
  /** The address as entered, with every automatic correction applied. */
  readonly address: A;
  /** A print or magazine campaign (or a campaign requiring it) got no full postal address. */
  readonly fullAddressNeeded: boolean;
  /** Something is wrong or a suggestion awaits the user's choice. */
  readonly hasErrors: boolean;
  /** At least one field was corrected automatically. */
  readonly corrected: boolean;
  readonly streetError: boolean;
  readonly streetNumberError: boolean;
  readonly cityError: boolean;
  readonly zipCodeError: boolean;
  readonly postOfficeBoxError: boolean;
  /** Which fields the automatic correction changed (named as core/api's addressCheckResult). */
  readonly streetCorrected: boolean;
  readonly zipCodeCorrected: boolean;
  readonly cityCorrected: boolean;
  readonly postOfficeBoxCorrected: boolean;
  readonly postOfficeBoxCityCorrected: boolean;
  readonly postOfficeBoxZipCodeCorrected: boolean;
  /** Zip code known, city not: the cities of that zip code. */
  readonly plzOrtKorOptions: Record<string, AddressCorrectionOption>;
  /** Street not found in the zip code: similar streets there. */
  readonly strKorOptions: Record<string, AddressCorrectionOption>;
  /** Street and zip code do not fit together: full street / zip / city candidates. */
  readonly adrKorOptions: Record<string, AddressCorrectionOption>;
};

/** One suggested correction of the address check (funnel.md section 3). */
export type AddressCorrectionOption = {
  readonly id: string;
  readonly city: string;
  readonly street: string;
  readonly zipCode: string;
};

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
