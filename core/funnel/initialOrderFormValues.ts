import type { FormData } from '../api/entities/formData.ts';
import { formSections } from '../extensionPoints/formSections.ts';
import type { OrderFormValues } from '../orderForm/OrderFormValues.ts';
import type { FunnelContext } from './FunnelContext.ts';
import { orderFormValuesFromFormData } from './orderFormValuesFromFormData.ts';

/**
 * The order form's values before the reader changes anything: the form data's values
 * (`orderFormValuesFromFormData`, with the customer number) and each active plugin section's
 * initial values (e.g. the region plugin's default pva). Start opens with them, and a skip-ahead
 * orders with them.
 */
export function initialOrderFormValues(context: FunnelContext, formData: FormData): OrderFormValues {
  const plugins: Record<string, unknown> = {};
  for (const section of context.plugins.get(formSections)) {
    if (section.isActive(context)) plugins[section.id] = section.initialValues?.(context) ?? {};
  }
  return { ...orderFormValuesFromFormData(formData), plugins };
}
