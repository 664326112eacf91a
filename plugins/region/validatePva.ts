import { pvaRequiredMessage } from './pvaRequiredMessage.ts';

/**
 * The region field's validator (funnel.md section 5 "Region"): the value must be neither empty nor
 * '-'. Returns the error text, or undefined when valid.
 */
export function validatePva(value: string | null | undefined): string | undefined {
  return !value || value === '-' ? pvaRequiredMessage : undefined;
}
