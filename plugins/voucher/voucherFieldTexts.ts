import type { TextNamespace } from '../../core/index.ts';

/** The texts of the code field and the success page's note (docs/vouchers.md, "Voucher codes"), namespace `voucherField`; loaded with them. */
export const voucherFieldTexts = {
  namespace: 'voucherField',
  texts: {
    disclosure: 'Gutscheincode eingeben',
    label: 'Gutscheincode',
    redeem: 'Einlösen',
    redeemed: 'Gutscheincode {{code}} eingelöst',
    remove: 'Entfernen',
    removeLabel: 'Gutscheincode {{code}} entfernen',
    removed: 'Der Gutscheincode wurde entfernt.',
    unknown: 'Diesen Gutscheincode kennen wir nicht.',
    expired: 'Dieser Gutscheincode ist abgelaufen.',
    otherOffer: 'Dieser Gutscheincode gilt nicht für dieses Angebot.',
    usedUp: 'Dieser Gutscheincode ist nicht mehr einlösbar.',
    tooManyTries: 'Zu viele Versuche. Bitte versuchen Sie es in einigen Minuten erneut.',
    successNote: 'Eingelöster Gutscheincode: {{code}}',
    failed: 'Der Gutscheincode konnte gerade nicht geprüft werden. Bitte versuchen Sie es erneut.',
  },
} satisfies TextNamespace;
