/** A stable DOM id for a final-form field name such as `deliveryAddress.zipCode`. */
export function fieldId(name: string): string {
  return `field-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
}
