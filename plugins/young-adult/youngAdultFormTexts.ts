import type { TextNamespace } from '../../core/index.ts';

/**
 * The German texts of the young-adult form, the plugin's own (funnel.md sections 5 and 8 "Young adult"), so that a
 * tenant without the plugin ships none of them: the i18next namespace `youngAdultSubscriptionForm`, loaded with the
 * lazy form. Interpolations: `tooOld` → `{{maxAge}}` (the campaign's age limit minus 1), `fieldFormat` → `{{format}}`, a field's `…Format` text (its hint).
 * `notVerified` shows when the birth date is no date, so the ID card could not be checked against it;
 * `invalidIdCard` when a typed ID field has the wrong shape.
 */
export const youngAdultFormTexts = {
  namespace: 'youngAdultSubscriptionForm',
  texts: {
    headline: 'Ihr Altersnachweis',
    intro:
      'Dieses Angebot gilt für junge Leserinnen und Leser. Bitte geben Sie Ihr Geburtsdatum und die Zeichen aus der maschinenlesbaren Zone Ihres Personalausweises ein. Wir verwenden die Angaben nur für die Altersprüfung.',
    birthDateLabel: 'Geburtsdatum (TT.MM.JJJJ)',
    birthDateHint: 'z. B. 01.02.2003',
    idCardLegend: 'Maschinenlesbare Zone Ihres Personalausweises',
    idCardHint:
      'Die maschinenlesbare Zone steht auf der Rückseite Ihres Personalausweises in den unteren Zeilen. Bitte übertragen Sie die Zeichen genau, einschließlich der Prüfziffern.',
    line1Field1: 'Zeile 1: Ausweisnummer mit Prüfziffer',
    line2Field1: 'Zeile 2, Feld 1: Geburtsdatum mit Prüfziffer',
    line2Field2: 'Zeile 2, Feld 2: Ablaufdatum mit Prüfziffer und „D“',
    line2Field3: 'Zeile 2, Feld 3: Zusatzangaben (optional)',
    line2Field4: 'Zeile 2, Feld 4: letzte Prüfziffer',
    submit: 'Weiter zur Zahlung',
    birthDateFormat: 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.',
    fieldFormat: 'Bitte geben Sie hier {{format}} ein.',
    tooYoung: 'Für dieses Angebot müssen Sie mindestens 18 Jahre alt sein.',
    tooYoungHint: 'Ihre Eltern oder eine andere volljährige Person können das Abonnement gerne für Sie bestellen.',
    tooOld: 'Dieses Angebot gilt nur bis zu einem Alter von {{maxAge}} Jahren. Gerne zeigen wir Ihnen unsere weiteren Angebote.',
    idError: 'Die Angaben aus Ihrem Personalausweis konnten wir nicht bestätigen. Bitte prüfen Sie Ihre Eingaben.',
    dateMatchError: 'Das Geburtsdatum stimmt nicht mit den Angaben in Ihrem Personalausweis überein.',
    notVerified: 'Ihr Ausweis oder Ihr Geburtsdatum konnte nicht geprüft werden.',
    invalidIdCard: 'Die Ausweisdaten sind ungültig. Bitte prüfen Sie Ihre Eingaben.',
    exampleCaption: 'Rückseite des Personalausweises',
    exampleFieldsNote: 'Rot: die fünf Felder, die Sie eingeben',
    line1Field1Format: '10 Buchstaben oder Ziffern',
    line2Field1Format: '7 Ziffern',
    line2Field2Format: '8 Buchstaben oder Ziffern',
    line2Field3Format: '4 Buchstaben oder Ziffern, fehlt bei älteren Ausweisen',
    line2Field4Format: '1 Ziffer',
    exampleImageAlt: 'Beispiel: Rückseite eines Personalausweises, die maschinenlesbare Zone ist markiert',
  },
} satisfies TextNamespace;
