/** A stored login account. */
export interface AccountRecord {
  readonly id: number;
  readonly login: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly gpNr: string | null;
  readonly situation: string;
}
