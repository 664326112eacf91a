import type { TextNamespace } from '../../core/index.ts';

/** The loyalty number field's texts (funnel.md section 5), the i18next namespace `loyaltyForm`; loaded with the field. */
export const loyaltyFormTexts = {
  namespace: 'loyaltyForm',
  texts: {
    legend: 'Miles & More',
    label: 'Miles & More Servicekartennummer',
    hint: 'Die Prämienmeilen schreiben wir dem Konto dieser Karte gut. Sie finden die Nummer auf der Vorderseite Ihrer Karte.',
  },
} satisfies TextNamespace;
