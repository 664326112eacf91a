import type { TextNamespace } from '../../core/index.ts';

/**
 * The German texts of the cash-bonus bank data fields (funnel.md section 5 "IBAN"), the i18next namespace
 * `cashBonus`: registered with the plugin, as the order form's validator words them; also the payout account's
 * heading on the check page (`summaryAccounts`).
 */
export const cashBonusTexts = {
  namespace: 'cashBonus',
  texts: {
    ibanRequired: 'Bitte geben Sie Ihre IBAN ein, damit wir Ihnen die Barprämie überweisen können.',
    ibanTooLong: 'Die IBAN darf höchstens 32 Zeichen lang sein.',
    ibanInvalid: 'Die IBAN konnte nicht geprüft werden. Bitte kontrollieren Sie Ihre Eingabe.',
    swiftRequired: 'Bitte geben Sie für ein Konto im Ausland den BIC (SWIFT-Code) ein.',
    swiftTooLong: 'Der BIC (SWIFT-Code) darf höchstens 15 Zeichen lang sein.',
    payoutHeading: 'Konto für Ihre Barprämie',
  },
} satisfies TextNamespace;

/** The key of one cash-bonus text. */
export type CashBonusTextKey = keyof typeof cashBonusTexts.texts;
