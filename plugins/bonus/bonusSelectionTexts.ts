import type { TextNamespace } from '../../core/index.ts';

/**
 * The bonus selection's heading and intro (funnel.md section 2), the i18next namespace `bonusSelection`, loaded with
 * the lazy selection step; `{{number}}` is the campaign's number of bonuses.
 */
export const bonusSelectionTexts = {
  namespace: 'bonusSelection',
  texts: {
    headingOne: 'Wählen Sie Ihre Prämie',
    headingMany: 'Wählen Sie Ihre Prämien',
    introOne: 'Zu Ihrem Abo erhalten Sie eine Prämie. Bitte wählen Sie sie aus und klicken Sie im Prämien-Warenkorb auf „Weiter“.',
    introMany: 'Zu Ihrem Abo erhalten Sie {{number}} Prämien. Bitte wählen Sie sie aus und klicken Sie im Prämien-Warenkorb auf „Weiter“.',
  },
} satisfies TextNamespace;

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

/**
 * The bonus cart's texts in the side area (funnel.md section 2), the i18next namespace `bonusCart`, loaded with the
 * lazy cart widget; `{{open}}` is the number of bonuses still to choose.
 */
export const bonusCartTexts = {
  namespace: 'bonusCart',
  texts: {
    heading: 'Ihre Prämienauswahl',
    empty: 'Noch keine Prämie ausgewählt.',
    openOne: 'Bitte wählen Sie noch eine Prämie aus.',
    openMany: 'Bitte wählen Sie noch {{open}} Prämien aus.',
    complete: 'Ihre Auswahl ist vollständig.',
    confirm: 'Weiter',
  },
} satisfies TextNamespace;
