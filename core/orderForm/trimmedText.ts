/** A form value as trimmed text; final-form gives `undefined` for cleared inputs and servers may send null. */
export function trimmedText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
