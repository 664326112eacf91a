/** The German texts of the loyalty number field (funnel.md section 5 "Loyalty number"). */
export const mmNumberMessages = {
  label: 'Miles & More Servicekartennummer',
  hint: 'Die Prämienmeilen schreiben wir dem Konto dieser Karte gut. Sie finden die Nummer auf der Vorderseite Ihrer Karte.',
  invalid: 'Bitte prüfen Sie Ihre Miles & More Servicekartennummer: Sie besteht nur aus Ziffern, und die Prüfziffer muss stimmen.',
} as const;
