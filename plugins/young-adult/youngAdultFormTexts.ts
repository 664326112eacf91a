/**
 * The German texts of the young-adult form, the plugin's own (funnel.md section 8 "Young adult"), so
 * that a tenant without the plugin ships none of them. i18next interpolation: `tooOld` → `{{maxAge}}`
 * (the campaign's age limit minus 1). They form the i18next namespace `youngAdultSubscriptionForm`.
 */
export const youngAdultFormTexts = {
  headline: 'Ihr Altersnachweis',
  intro:
    'Dieses Angebot gilt für junge Leserinnen und Leser. Bitte geben Sie Ihr Geburtsdatum und die Zeichen aus der maschinenlesbaren Zone Ihres Personalausweises ein. Wir verwenden die Angaben nur für die Altersprüfung.',
  birthDateLabel: 'Geburtsdatum (TT.MM.JJJJ)',
  idCardHint:
    'Die maschinenlesbare Zone steht auf der Rückseite Ihres Personalausweises in den unteren Zeilen. Bitte übertragen Sie die Zeichen genau, einschließlich der Prüfziffern.',
  tooYoung: 'Für dieses Angebot müssen Sie mindestens 18 Jahre alt sein.',
  tooYoungHint: 'Ihre Eltern oder eine andere volljährige Person können das Abonnement gerne für Sie bestellen.',
  tooOld: 'Dieses Angebot gilt nur bis zu einem Alter von {{maxAge}} Jahren. Gerne zeigen wir Ihnen unsere weiteren Angebote.',
  idError: 'Die Angaben aus Ihrem Personalausweis konnten wir nicht bestätigen. Bitte prüfen Sie Ihre Eingaben.',
  dateMatchError: 'Das Geburtsdatum stimmt nicht mit den Angaben in Ihrem Personalausweis überein.',
  exampleImageAlt: 'Beispiel: Rückseite eines Personalausweises, die maschinenlesbare Zone ist markiert',
} as const;

/** The i18next namespace of the young-adult form's texts. */
export const youngAdultFormNamespace = 'youngAdultSubscriptionForm';
