import type { AddressCorrectionOption } from '../api/entities/addressCorrectionOption.ts';

/** Address kinds the form sends. */
export type AddressKind = 'privateAddress' | 'businessAddress' | 'deliveryAddress' | 'invoiceAddress';

/** Check states of funnel.md section 4: changed, suggested, invalid, ignored, complete. */
export type AddressCheckState = 'changed' | 'suggested' | 'invalid' | 'ignored' | 'complete' | 'fullAddressNeeded';

/** What the order form does with one check answer. */
export interface AddressCheckOutcome {
  readonly state: AddressCheckState;
  /** Field corrections the service made, per address kind; the form takes them over. */
  readonly corrections: Partial<Record<AddressKind, { readonly street?: string; readonly zipCode?: string; readonly city?: string; readonly postOfficeBox?: string; readonly postOfficeBoxZipCode?: string; readonly postOfficeBoxCity?: string }>>;
  /** Suggestions to choose from, per address kind (plzOrtKorOptions, strKorOptions, adrKorOptions merged). */
  readonly options: Partial<Record<AddressKind, readonly AddressCorrectionOption[]>>;
  /** Field errors per address kind, keyed by form field name. */
  readonly fieldErrors: Partial<Record<AddressKind, Readonly<Record<string, string>>>>;
}
