/** Turns a nested final-form errors object into `[fieldName, message]` pairs in form order. */
export function flattenErrors(errors: unknown, prefix = ''): [string, string][] {
  if (typeof errors === 'string') return errors ? [[prefix, errors]] : [];
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors).flatMap(([key, value]) => flattenErrors(value, prefix ? `${prefix}.${key}` : key));
}
