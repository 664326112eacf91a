/** The last server check of an IBAN and SWIFT pair (checkIbanSwift), keyed by both compacted. */
export interface IbanCheck {
  readonly key: string;
  readonly status: 'checking' | 'valid' | 'invalid';
  readonly bankName: string | undefined;
}
