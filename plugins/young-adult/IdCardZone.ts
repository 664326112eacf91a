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

/**
 * The outcome of the ID-card check: 'ok', 'dateMismatch' (the card's birth date is not the
 * entered one) or 'invalid' (any other failure). `expired` records a card past its expiry date;
 * it does not block (funnel.md section 5) and is false for an invalid card.
 */
export interface IdCardCheck {
  readonly result: 'ok' | 'dateMismatch' | 'invalid';
  readonly expired: boolean;
}

/** The zone upper-cased and trimmed, as the check reads it (funnel.md section 5); a missing field 4 becomes ''. */
export function normalizeIdCardZone(zone: IdCardZone): Required<{ [K in keyof IdCardZone]: string }> {
  const clean = (value: string | null | undefined) => (value ?? '').trim().toUpperCase();
  return {
    line1Field1: clean(zone.line1Field1),
    line2Field1: clean(zone.line2Field1),
    line2Field2: clean(zone.line2Field2),
    line2Field3: clean(zone.line2Field3),
    line2Field4: clean(zone.line2Field4),
  };
}

/**
 * The typed shape of each ID-card field, upper-cased (funnel.md sections 5 and 9: 10/7/8/4/1);
 * `digitsOnly` fields offer the numeric keyboard. The form words each shape as `<field>Format` in `youngAdultFormTexts`.
 */
export const idCardFieldFormats: Readonly<
  Record<keyof IdCardZone, { readonly pattern: RegExp; readonly length: number; readonly digitsOnly: boolean }>
> = {
  line1Field1: { pattern: /^[A-Z0-9]{10}$/, length: 10, digitsOnly: false },
  line2Field1: { pattern: /^\d{7}$/, length: 7, digitsOnly: true },
  line2Field2: { pattern: /^[A-Z0-9]{8}$/, length: 8, digitsOnly: false },
  line2Field3: { pattern: /^([A-Z0-9]{4})?$/, length: 4, digitsOnly: false },
  line2Field4: { pattern: /^\d$/, length: 1, digitsOnly: true },
};
