import type { IdCardZone } from './IdCardZone.ts';

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
