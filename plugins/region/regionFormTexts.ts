import type { TextNamespace } from '../../core/index.ts';

/** The region select's and the check page block's texts, the i18next namespace `regionForm`; loaded with them. */
export const regionFormTexts = {
  namespace: 'regionForm',
  texts: {
    legend: 'Ihre Lokalausgabe',
    label: 'Region',
    hint: 'Ihre Region bestimmt, welche Lokalausgabe Sie erhalten.',
    placeholder: 'Bitte wählen Sie eine Region',
    edit: 'Lokalausgabe ändern',
  },
} satisfies TextNamespace;
