/** The German texts of the cash-bonus bank data fields (funnel.md section 5 "IBAN"). */
export const cashBonusBankMessages = {
  ibanRequired: 'Bitte geben Sie Ihre IBAN ein, damit wir Ihnen die Barprämie überweisen können.',
  ibanTooLong: 'Die IBAN darf höchstens 32 Zeichen lang sein.',
  ibanInvalid: 'Die IBAN konnte nicht geprüft werden. Bitte kontrollieren Sie Ihre Eingabe.',
  swiftRequired: 'Bitte geben Sie für ein Konto im Ausland den BIC (SWIFT-Code) ein.',
  swiftTooLong: 'Der BIC (SWIFT-Code) darf höchstens 15 Zeichen lang sein.',
} as const;
