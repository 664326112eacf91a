/** The address banner's messages, one per check state (funnel.md section 8, "Address"). */
export const addressCheckMessages = {
  changed: 'Wir haben Ihre Adresse korrigiert. Bitte prüfen Sie die markierten Angaben und klicken Sie erneut auf „Weiter“.',
  suggested:
    'Zu Ihrer Adresse haben wir Vorschläge gefunden. Bitte wählen Sie die richtige Adresse aus, oder bestätigen Sie Ihre Eingabe mit „Weiter“.',
  invalid: 'Diese Adresse konnten wir nicht finden. Bitte prüfen Sie die markierten Felder.',
  ignored: 'Sie haben Ihre Adresse ohne Korrektur bestätigt.',
  fullAddressNeeded: 'Für dieses Angebot benötigen wir Ihre vollständige Anschrift mit Straße, Hausnummer, PLZ und Ort.',
  personalDataIncomplete: 'Ihre persönlichen Angaben sind unvollständig. Bitte ergänzen Sie Anrede und Namen.',
  streetError: 'Diese Straße gibt es unter der angegebenen PLZ nicht.',
  streetNumberError: 'Bitte prüfen Sie die Hausnummer.',
  zipCodeError: 'Bitte prüfen Sie die Postleitzahl.',
  cityError: 'Bitte prüfen Sie den Ort.',
  postOfficeBoxError: 'Bitte prüfen Sie das Postfach.',
} as const;
