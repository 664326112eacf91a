import type { TextNamespace } from '../../core/index.ts';

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
