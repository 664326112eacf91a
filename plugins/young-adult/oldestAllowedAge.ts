/**
 * The highest age that may still order an offer with this age limit; the too-old text uses it
 * (funnel.md section 5: "the text uses the age limit minus 1").
 */
export function oldestAllowedAge(ageLimit: number): number {
  return ageLimit - 1;
}
