import { untracked } from '@preact/signals-core';
import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import type { FormSection } from '../../extensionPoints/formSections.ts';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { initialOrderFormValues } from '../../funnel/orderFormValuesFromFormData.ts';
import { brokenSectionErrors } from '../../orderForm/brokenSectionErrors.ts';
import type { OrderFormValidationContext } from '../../orderForm/OrderFormValidationContext.ts';
import type { OrderFormValues } from '../../orderForm/OrderFormValues.ts';
import { validateOrderForm } from '../../orderForm/validateOrderForm.ts';
import { startDateError } from './startDateError.ts';
import type { StartDateRule } from './startDateRule.ts';

/**
 * The order form's values and checks: the values it starts with (the ones kept from an earlier visit
 * of the page, else the form data's and the sections' initial values), and `validate`: the form's
 * rules, the start date when shown (`dateRule`), and each section's own check. A section whose code
 * did not load or that threw (`setSectionBroken`) blocks the submit until its retry works.
 */
export function useOrderFormRules(
  context: FunnelContext,
  rules: OrderFormValidationContext,
  sections: readonly FormSection[],
  dateRule: StartDateRule | undefined,
  i18n: I18n,
) {
  const [brokenSections, setBrokenSections] = useState<ReadonlySet<string>>(new Set());
  // The form starts once; later changes of plugin state must not reset what the reader typed. Read untracked, so that
  // the signals it reads once (the price, through a section's isActive) do not re-render the form when they change.
  const [initialValues] = useState(
    (): OrderFormValues =>
      untracked(() => context.store.orderFormValues.value ?? initialOrderFormValues(context, context.store.formData.value!)),
  );

  const validate = (values: OrderFormValues) => {
    const errors: Record<string, unknown> = { ...validateOrderForm(values, rules) };
    const startDateProblem = dateRule ? startDateError(values.startDate, dateRule, i18n) : undefined;
    if (startDateProblem) errors.startDate = startDateProblem;
    const pluginErrors: Record<string, unknown> = {};
    for (const section of sections) {
      const sectionErrors = section.validate?.((values.plugins?.[section.id] ?? {}) as Record<string, unknown>, context);
      if (sectionErrors && Object.values(sectionErrors).some(Boolean)) pluginErrors[section.id] = sectionErrors;
    }
    Object.assign(pluginErrors, brokenSectionErrors(sections, brokenSections));
    if (Object.keys(pluginErrors).length > 0) errors.plugins = pluginErrors;
    return errors;
  };

  const setSectionBroken = (id: string, failed: boolean) =>
    setBrokenSections((current) => {
      const next = new Set(current);
      if (failed) next.add(id);
      else next.delete(id);
      return next;
    });
  return { initialValues, validate, setSectionBroken };
}
