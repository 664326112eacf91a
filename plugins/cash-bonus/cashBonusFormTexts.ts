import type { TextNamespace } from '../../core/index.ts';

/** The cash-bonus bank data section's texts (funnel.md section 5 "IBAN"), the i18next namespace `cashBonusForm`; loaded with it. */
export const cashBonusFormTexts = {
  namespace: 'cashBonusForm',
  texts: {
    legend: 'Bankverbindung für Ihre Barprämie',
    intro: 'Wir überweisen Ihnen die Barprämie auf dieses Konto.',
    ibanLabel: 'IBAN',
    swiftLabel: 'BIC (SWIFT-Code)',
    swiftHint: 'Nur für Konten im Ausland nötig.',
    bankName: 'Kreditinstitut: {{bankName}}',
    completeAddress: 'Bitte prüfen Sie Ihre Adresse und ergänzen Sie fehlende Angaben, damit wir Ihnen die Prämie auszahlen können.',
  },
} satisfies TextNamespace;
