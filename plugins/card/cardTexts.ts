import type { TextNamespace } from '../../core/index.ts';

/**
 * The card plugin's words on the payment and check pages, the i18next namespace `card`: the method's name and the
 * lines that describe the chosen card (funnel.md section 4). They ship only with the plugin.
 */
export const cardTexts = {
  namespace: 'card',
  texts: {
    label: 'Kreditkarte',
    endsWith: 'endet auf {{last4}}',
    validUntil: 'gültig bis {{month}}/{{year}}',
  },
} satisfies TextNamespace;
