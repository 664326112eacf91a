/** What the young-adult plugin keeps under its id once the form passed: the order's birthDate (ISO) and mrz, and whether the ID had expired. */
export interface StoredYoungAdultData {
  readonly birthDate: string;
  readonly mrz: {
    readonly line1Field1: string;
    readonly line2Field1: string;
    readonly line2Field2: string;
    readonly line2Field3: string;
    readonly line2Field4: string;
  };
  readonly idCardExpired: boolean;
}
