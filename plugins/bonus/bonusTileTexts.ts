import type { TextNamespace } from '../../core/index.ts';

/** The bonus tile's texts (funnel.md section 8), the i18next namespace `bonusTile`, loaded with the bonus selection. */
export const bonusTileTexts = {
  namespace: 'bonusTile',
  texts: {
    unavailable: 'Diese Prämie ist leider nicht mehr verfügbar.',
    cashBonus: 'Barprämie: {{amount}}',
    details: 'Details',
    detailsOf: ' zu {{title}}',
    moreInfo: 'Mehr erfahren',
    newWindow: ' (öffnet in neuem Fenster)',
    choose: 'Bitte wählen',
    fixed: 'Diese Prämie ist im Angebot enthalten.',
    remove: 'Entfernen',
    removeNamed: 'Entfernen: {{title}}',
    add: 'Auswählen',
    addNamed: 'Auswählen: {{title}}',
  },
} satisfies TextNamespace;
