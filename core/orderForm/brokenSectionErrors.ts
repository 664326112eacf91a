import type { FormSection } from '../extensionPoints/formSections.ts';

/** The error-summary message of a broken section (the order form's code, not the Start route's). */
export const brokenSectionMessage = 'Ein Bereich des Formulars konnte nicht geladen werden. Bitte wählen Sie dort „Erneut versuchen“.';

/** The error key a broken section carries; its field id is the id of the section's retry button. */
export const brokenSectionField = 'section';

/**
 * Errors for form sections whose code failed to load or that threw: a section with a validator holds
 * fields the order needs, so the form cannot be submitted without it; a section without one (a
 * notice) does not block. The error names the section's retry button, which the error summary links to.
 */
export function brokenSectionErrors(
  sections: readonly Pick<FormSection, 'id' | 'validate'>[],
  broken: ReadonlySet<string>,
): Record<string, Record<string, string>> {
  const errors: Record<string, Record<string, string>> = {};
  for (const section of sections) {
    if (broken.has(section.id) && section.validate) errors[section.id] = { [brokenSectionField]: brokenSectionMessage };
  }
  return errors;
}
