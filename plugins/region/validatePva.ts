/**
 * The region field's validator (funnel.md section 5 "Region"): the value must be neither empty nor
 * '-'. Returns the key of the error text in `regionTexts`, or undefined when valid.
 */
export function validatePva(value: string | null | undefined): 'required' | undefined {
  return !value || value === '-' ? 'required' : undefined;
}
