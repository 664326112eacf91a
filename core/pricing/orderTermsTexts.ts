/** The German wording of price, term and cancellation (funnel.md sections 4 and 9; §312j BGB above the order button). */
export const orderTermsTexts = {
  price: 'Preis',
  free: 'kostenlos',
  annualTotal: 'Gesamtpreis pro Jahr',
  once: 'einmalig',
  onceFor: 'einmalig für {{months}} Monate',
  termSubscription: 'unbefristet, verlängert sich bis zur Kündigung',
  termUntil: 'bis {{endDate}}',
  termTimeLimit: '{{months}} Monate; endet danach automatisch und verlängert sich nicht',
  termOneOff: 'Endet automatisch und verlängert sich nicht',
  termOneOffFor: '{{period}}; endet danach automatisch und verlängert sich nicht',
  termDayPass: 'Tagespass: einmalig für einen Tag, ohne Verlängerung',
  noCancellationNeeded: 'Keine Kündigung nötig: Das Angebot endet von selbst.',
} as const;
