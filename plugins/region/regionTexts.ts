import { translate, type FormSectionErrors, type FormSectionValues, type FunnelContext, type TextNamespace } from '../../core/index.ts';

/** The region validator's message (funnel.md section 5 "Region"), the i18next namespace `region`, registered with the plugin. */
export const regionTexts = {
  namespace: 'region',
  texts: {
    required: 'Bitte wählen Sie eine Region aus.',
  },
} satisfies TextNamespace;

/**
 * The region field's validator (funnel.md section 5 "Region"): the value must be neither empty nor
 * '-'. Returns the key of the error text in `regionTexts`, or undefined when valid.
 */
export function validatePva(value: string | null | undefined): 'required' | undefined {
  return !value || value === '-' ? 'required' : undefined;
}

/** The region section's validator: `validatePva` on the select's value, worded from `regionTexts` in the tenant's i18n instance. */
export function validateRegionSection(values: FormSectionValues, context: FunnelContext): FormSectionErrors {
  const error = validatePva(typeof values.pva === 'string' ? values.pva : undefined);
  return error ? { pva: translate(context.i18n, regionTexts, error) } : {};
}
