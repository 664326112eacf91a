import type { ComponentType } from 'react';
import { enums, func, optional, type } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import type { OrderFormValues } from '../orderForm/OrderFormValues.ts';
import { contributionShapes } from './contributionShapes.ts';

/** Where in the order form a section renders. */
export type FormSectionPlacement = 'beforeAddress' | 'afterAddress' | 'beforeTerms';

/** Props of a form-section component: it renders react-final-form fields named `plugins.<sectionId>.<field>`. */
export interface FormSectionProps {
  readonly context: FunnelContext;
  /** The field-name prefix the section must use, e.g. `plugins.region`. */
  readonly name: string;
}

/** Plugin-owned values of the order form live under `values.plugins[sectionId]`. */
export type FormSectionValues = Record<string, unknown>;

/** Errors of one section, keyed like its values; an empty object or undefined means valid. */
export type FormSectionErrors = Record<string, string | undefined> | undefined;

/** A block of fields a plugin adds to the order form, with its validator (funnel.md section 5). */
export interface FormSection {
  readonly id: string;
  readonly order?: number;
  readonly placement: FormSectionPlacement;
  readonly isActive: (context: FunnelContext) => boolean;
  readonly component: ComponentType<FormSectionProps>;
  /** Initial values of the section when the form opens (e.g. the default pva). */
  readonly initialValues?: (context: FunnelContext) => FormSectionValues;
  /** Field-level validation, run with the rest of the form. */
  readonly validate?: (values: FormSectionValues, context: FunnelContext) => FormSectionErrors;
  /**
   * Work the section must finish before the form may be sent, once its values pass `validate`: a server check
   * of a field whose answer is still out (or was never asked for, when the reader submitted without leaving the
   * field). The form waits for every active section's promise; errors it resolves to stop the submit like
   * field errors. `formValues` are the whole form's values (the reader's names, for example).
   */
  readonly beforeSubmit?: (values: FormSectionValues, context: FunnelContext, formValues: Readonly<OrderFormValues>) => Promise<FormSectionErrors>;
}

/**
 * Blocks of fields with their validators that plugins add to the order form (region select, loyalty number, cash-bonus
 * IBAN, gift time limit).
 */
export const formSections = defineExtensionPoint<FormSection>({
  id: 'formSections',
  shape: type({
    ...contributionShapes.identified,
    placement: enums(['beforeAddress', 'afterAddress', 'beforeTerms']),
    isActive: contributionShapes.guard,
    component: contributionShapes.component,
    initialValues: optional(func()),
    validate: optional(func()),
    beforeSubmit: optional(func()),
  }),
  defaultOrder: 100,
});
