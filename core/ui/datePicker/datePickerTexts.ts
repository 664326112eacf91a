/** German texts of the calendar dialog (core interface texts, the same for every publisher). */
export const datePickerTexts = {
  dialogTitle: '{{label}} im Kalender wählen',
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  cancel: 'Abbrechen',
  keyHelp:
    'Pfeiltasten: Tag oder Woche, Bild auf/ab: Monat, Pos1/Ende: Wochenanfang/-ende, Eingabe oder Leertaste: Datum übernehmen, Escape: schließen.',
} as const;
