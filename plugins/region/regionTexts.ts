import type { TextNamespace } from '../../core/index.ts';

/** The region validator's message (funnel.md section 5 "Region"), the i18next namespace `region`, registered with the plugin. */
export const regionTexts = {
  namespace: 'region',
  texts: {
    required: 'Bitte wählen Sie eine Region aus.',
  },
} satisfies TextNamespace;
