/**
 * Every German message of the order form and the customer-number connect form, in one place for
 * review. The spec's own wording (funnel.md section 8) is used verbatim; the others are ours.
 */
export const orderFormMessages = {
  /** Summary above the form after a failed submit (funnel.md section 8, "Form validation"). */
  formInvalid: 'Bitte überprüfen Sie die gekennzeichneten Felder und füllen Sie die Pflichtfelder aus.',
  /** Summary when required fields are missing (funnel.md section 5, "Forms incomplete"). */
  formIncomplete: 'Bitte füllen Sie alle Pflichtfelder aus',
  /** funnel.md section 8, "Terms not accepted". */
  termsRequired: 'Bitte Akzeptieren Sie die AGB',
  /** funnel.md section 8, "Customer number not valid". */
  customerNumberInvalid: 'Keine gültigen Daten',
  salutationRequired: 'Bitte wählen Sie eine Anrede aus.',
  firstNameRequired: 'Bitte geben Sie Ihren Vornamen ein (mindestens 2 Zeichen).',
  lastNameRequired: 'Bitte geben Sie Ihren Nachnamen ein (mindestens 2 Zeichen).',
  companyNameRequired: 'Bitte geben Sie den Firmennamen ein (mindestens 2 Zeichen).',
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.',
  phoneAreaCodeFormat: 'Bitte geben Sie die Vorwahl nur mit Ziffern ein, bei Bedarf mit einem „+“ am Anfang (z. B. 089 oder +4989).',
  phoneAreaCodeRequired: 'Bitte geben Sie zur Rufnummer auch die Vorwahl ein.',
  phoneSubscriberNumberFormat: 'Bitte geben Sie die Rufnummer nur mit Ziffern und höchstens einem Bindestrich ein.',
  phoneSubscriberNumberRequired: 'Bitte geben Sie zur Vorwahl auch die Rufnummer ein.',
  phoneTooLong: 'Vorwahl und Rufnummer dürfen zusammen höchstens 30 Zeichen lang sein.',
  phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein.',
  streetRequired: 'Bitte geben Sie die Straße ein (mindestens 3 Zeichen).',
  streetNumberRequired: 'Bitte geben Sie die Hausnummer ein.',
  zipCodeRequired: 'Bitte geben Sie die Postleitzahl ein.',
  cityRequired: 'Bitte geben Sie den Ort ein (mindestens 3 Zeichen).',
  postOfficeBoxRequired: 'Bitte geben Sie die Postfachnummer ein.',
  postOfficeBoxFormat: 'Bitte geben Sie die Postfachnummer nur mit Ziffern ein (mindestens 3 Ziffern).',
  postOfficeBoxZipCodeRequired: 'Bitte geben Sie die Postleitzahl des Postfachs ein.',
  postOfficeBoxCityRequired: 'Bitte geben Sie den Ort des Postfachs ein (mindestens 3 Zeichen).',
  countryInvalid: 'Bitte wählen Sie ein Land aus der Liste aus.',
  connectNameRequired: 'Bitte geben Sie Ihren Namen ein (mindestens 2 Zeichen).',
  /** Control characters, line breaks or bidirectional marks (pasted text); the server refuses them too. */
  unsafeCharacters: 'Bitte entfernen Sie Steuerzeichen, Zeilenumbrüche und unsichtbare Richtungszeichen aus diesem Feld.',
  /** A field longer than its maximum (funnel.md section 5, "Maximum lengths"). */
  tooLong: (maxLength: number): string => `Bitte geben Sie höchstens ${maxLength} Zeichen ein.`,
} as const;
