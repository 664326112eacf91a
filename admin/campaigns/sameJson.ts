/** Whether two form values are alike, lists and records compared by content: final-form's `isEqual` for list fields. */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
