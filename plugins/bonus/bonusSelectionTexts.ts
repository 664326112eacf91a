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
