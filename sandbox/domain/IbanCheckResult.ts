/** The answer of the IBAN check (funnel.md section 3, IBAN data and result). */
export type IbanCheckResult = {
  /** The input could not be checked: empty, not IBAN-shaped, or a malformed SWIFT. */
  readonly checkFailed: boolean;
  /** The bank is known to the customer system: the address needs completion. */
  readonly knownBySAP: boolean;
  /** Name of the bank for a known German bank code, else empty. */
  readonly bankName: string;
  /** A short German message on what is wrong, empty when the IBAN is valid. */
  readonly ibanError: string;
  /** The IBAN is not German, so the SWIFT (BIC) must be given too (funnel.md section 5). */
  readonly swiftRequired: boolean;
};
