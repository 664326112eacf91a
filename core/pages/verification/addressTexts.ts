import type { TextNamespace } from '../../i18n/TextNamespace.ts';

/** Address wording of the verification page with an interpolation, as the i18next namespace `verificationAddress`. */
export const addressTexts = {
  namespace: 'verificationAddress',
  texts: {
    postOfficeBox: 'Postfach {{postOfficeBox}}',
  },
} satisfies TextNamespace;
