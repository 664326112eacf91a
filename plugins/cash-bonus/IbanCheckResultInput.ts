/** The fields of the checkIbanSwift answer read here (funnel.md section 3); the API's IbanResult fits it. */
export interface IbanCheckResultInput {
  readonly checkFailed?: boolean | null;
  readonly ibanError?: boolean | string | null;
  readonly knownBySAP?: boolean | null;
  readonly bankName?: string | null;
}
