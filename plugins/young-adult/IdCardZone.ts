/**
 * The five machine-readable-zone fields typed from the back of a German ID card (TD1 format,
 * funnel.md sections 3 and 5), named after their line and field: line1Field1 document number and
 * check digit (10), line2Field1 birth date yymmdd and check digit (7), line2Field2 expiry yymmdd,
 * check digit and the nationality's first character 'D' (8), line2Field3 the optional data at
 * line 2 positions 19-22 (4, absent on older cards), line2Field4 the composite check digit (1).
 */
export interface IdCardZone {
  readonly line1Field1: string;
  readonly line2Field1: string;
  readonly line2Field2: string;
  readonly line2Field3?: string | null | undefined;
  readonly line2Field4: string;
}
