import type { TenantTexts } from '../../core/tenant/defineTenant.ts';

/** What the shared German texts need to know about a publisher. */
interface PublisherTextsInput {
  /** The paper's name as readers know it, e.g. "Stuttgarter Zeitung". */
  readonly brand: string;
  /** The name of the digital subscription, e.g. "StZ Plus". */
  readonly digitalProduct: string;
  /** The legal entity that sells the subscription (creditor of the SEPA mandate), e.g. "Stuttgarter Zeitung Verlagsgesellschaft mbH". */
  readonly publisher: string;
  /** The first digit of this publisher's 10-digit customer numbers. */
  readonly customerNumberFirstDigit: string;
}

/**
 * The German texts every tenant of the publishing group shares, filled in with one publisher's names.
 * A tenant that words a block differently spreads this result and overrides that block.
 *
 * i18next interpolations the pages must pass: `success.startDate` → `{{startDate}}` (dd.MM.yyyy);
 * `youngAdultSubscriptionForm.tooOld` → `{{maxAge}}` (the campaign's age limit minus 1);
 * `gpLocked.text` → `{{phone}}`, `{{weekdays}}` and `{{saturday}}` (service hours as "07:00–17:00").
 */
export function publisherTexts(input: PublisherTextsInput): TenantTexts {
  const { brand, digitalProduct, publisher, customerNumberFirstDigit } = input;
  return {
    start: {
      headlineDigital: `Ihre Bestellung: ${digitalProduct}`,
      headlinePrint: `Ihre Bestellung: ${brand} im Abo`,
      headlineMagazine: 'Ihre Bestellung: Ihr Magazin im Abo',
      yourData: 'Ihre Daten',
      customerNumberChoice: 'Sind Sie bereits Abonnentin oder Abonnent?',
      loginPrompt:
        'Sie haben bereits ein Benutzerkonto? Melden Sie sich an, dann übernehmen wir Ihre Daten. Neu bei uns? Die Registrierung dauert nur wenige Minuten.',
      loginButton: 'Anmelden',
      registerButton: 'Registrieren',
      orderDetails: 'Ihre Bestelldetails',
    },
    modals: {
      browserBackHeadline: 'Ihre Bestellung ist bereits abgeschlossen',
      browserBackText:
        'Vielen Dank, Ihre Bestellung ist bei uns eingegangen. Sie können sie über diese Seite nicht noch einmal abschicken. Wohin möchten Sie als Nächstes?',
      browserBackHomeLink: 'Zur Startseite',
      browserBackAccountLink: 'Zu Konto und Abonnement',
      registrationMandatoryHeadline: 'Bitte melden Sie sich an',
      registrationMandatoryText:
        'Für dieses Angebot benötigen Sie ein Benutzerkonto. Bitte melden Sie sich an oder registrieren Sie sich kostenlos, um Ihre Bestellung fortzusetzen.',
      subTitleHeadline: 'Zustellung durch unsere Zusteller nicht möglich',
      subTitleFallbackText:
        'An Ihre Adresse können unsere Zustellerinnen und Zusteller die Zeitung leider nicht bringen. Gerne senden wir sie Ihnen stattdessen mit der Post.',
      subTitleChangeTenant: 'Zur passenden Ausgabe wechseln',
      subTitleCancel: 'Per Post zustellen lassen',
    },
    customerNumberForm: {
      headline: 'Kundennummer verknüpfen',
      intro:
        'Sie beziehen bereits ein Abonnement? Verknüpfen Sie Ihre Kundennummer mit Ihrem Benutzerkonto, damit Sie Ihr Abonnement online verwalten können.',
      gpNrLabel: 'Kundennummer',
      gpNrHint: `Ihre Kundennummer ist 10-stellig und beginnt mit einer ${customerNumberFirstDigit}. Sie finden sie auf Ihrer Rechnung und auf Ihrer Abobestätigung.`,
      nameLabel: 'Nachname',
      terms: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen und habe die Datenschutzhinweise zur Kenntnis genommen.',
      submit: 'Kundennummer verknüpfen',
      success: 'Vielen Dank! Ihre Kundennummer ist jetzt mit Ihrem Benutzerkonto verknüpft.',
      wrongNumber: 'Keine gültigen Daten',
      hasSuid:
        'Die Verknüpfung ist leider fehlgeschlagen: Diese Kundennummer gehört bereits zu einem anderen Benutzernamen. Bitte melden Sie sich mit diesem Benutzernamen an oder nutzen Sie die Funktion „Passwort vergessen“.',
      error:
        'Mit dieser Kundennummer konnten wir Ihr Benutzerkonto leider nicht verknüpfen. Bitte geben Sie Ihre Bestellung neu auf.',
      locked:
        'Ihr Kundenkonto ist für den Online-Zugang gesperrt. Bitte wenden Sie sich telefonisch oder über das Kontaktformular an unseren Leserservice.',
      addressBlockTitle: 'Ihre Anschrift',
    },
    payment: {
      intro: 'Wählen Sie, wie Sie Ihr Abonnement bezahlen möchten. Ihre Zahlungsdaten werden verschlüsselt übertragen.',
      sepaMandate: `Ich ermächtige die ${publisher}, Zahlungen von meinem Konto mittels Lastschrift einzuziehen. Zugleich weise ich mein Kreditinstitut an, die von der ${publisher} auf mein Konto gezogenen Lastschriften einzulösen. Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.`,
      invoiceHint:
        'Sie erhalten eine Rechnung. Bitte überweisen Sie den Betrag innerhalb von 14 Tagen nach Erhalt und geben Sie dabei Ihre Rechnungsnummer an.',
    },
    verification: {
      intro: 'Bitte prüfen Sie Ihre Angaben. Mit „Zahlungspflichtig bestellen“ schließen Sie Ihre Bestellung verbindlich ab.',
      termAndCancellation:
        'Laufzeit, Preis und Kündigungsfrist entnehmen Sie der Angebotsbeschreibung. Kündigen können Sie jederzeit auch online über „Verträge hier kündigen“. Sie haben das Recht, Ihre Bestellung binnen 14 Tagen ohne Angabe von Gründen zu widerrufen; Einzelheiten finden Sie in der Widerrufsbelehrung.',
    },
    success: {
      headline: 'Vielen Dank für Ihre Bestellung!',
      text: 'Ihre Bestellung ist bei uns eingegangen. In Kürze erhalten Sie eine Bestätigung per E-Mail.',
      startDate: 'Ihr Abonnement beginnt am {{startDate}}.',
      registrationIncentive: `Registrieren Sie sich jetzt kostenlos: Mit Ihrem Benutzerkonto lesen Sie ${digitalProduct} auf allen Geräten und verwalten Ihr Abonnement bequem online.`,
      registerButton: 'Jetzt registrieren',
      articleLink: 'Zurück zum Artikel',
      startPageLink: 'Zur Startseite',
      contactIntro: 'Sie haben Fragen zu Ihrem Abonnement? Unser Leserservice ist gerne für Sie da.',
      existingCustomerHint:
        'Sie sind bereits Kundin oder Kunde bei uns. In den nächsten Tagen erhalten Sie eine E-Mail, mit der Sie Ihre Kundendaten über Ihre Kundennummer zusammenführen können.',
    },
    orderExists: {
      headline: 'Sie haben dieses Produkt bereits',
      text: 'Das gewünschte Produkt ist für Ihr Konto bereits freigeschaltet. Sie haben Zugriff und müssen nichts weiter tun.',
      startLink: 'Zur Startseite',
      articleLink: 'Zurück zum Artikel',
      otherEdition: '',
    },
    followUpOffer: {
      headline: 'Ihr Anschlussangebot',
      text: 'Ihr aktuelles Angebot endet bald. Mit dem Anschlussangebot lesen Sie ohne Unterbrechung weiter. Bitte bestätigen Sie, dass Sie es bestellen möchten.',
      confirm: 'Anschlussangebot bestellen',
      cancel: 'Nein, danke',
    },
    error: {
      headline: 'Da ist etwas schiefgelaufen',
      text: 'Es tut uns leid, es gab ein Serverproblem. Bitte versuchen Sie es in einigen Minuten noch einmal.',
      otherOffersLink: 'Zu unseren weiteren Angeboten',
    },
    productUnavailable: {
      headline: 'Dieses Angebot ist nicht verfügbar',
      text: 'Das gewünschte Angebot können Sie derzeit leider nicht bestellen. Entdecken Sie unsere weiteren Abonnements.',
      otherOffersLink: 'Zu unseren weiteren Angeboten',
    },
    trialExpired: {
      headlineDigital: `Sie haben ${digitalProduct} bereits getestet`,
      textDigital: `Dieses Probeangebot können Sie derzeit leider nicht bestellen, weil Sie ${digitalProduct} bereits getestet haben. Gerne stellen wir Ihnen passende Alternativen vor.`,
      headlinePrint: 'Sie haben unsere Zeitung bereits getestet',
      textPrint:
        'Dieses Probeabo können Sie derzeit leider nicht bestellen, weil Sie die gedruckte Zeitung bereits getestet haben. Gerne stellen wir Ihnen passende Alternativen vor.',
      otherOffersLink: 'Alternative Angebote ansehen',
    },
    legal: {
      imprint: 'Impressum',
      privacy: 'Datenschutz',
      accessibility: 'Erklärung zur Barrierefreiheit',
      operatorDetails: 'Anbieterangaben',
      cancellation: 'Verträge hier kündigen',
      privacySettings: 'Datenschutz-Einstellungen',
      operatorDetailsText: `Anbieterin dieses Bestellangebots ist die ${publisher}. Anschrift, Vertretungsberechtigte und Registereintrag finden Sie im Impressum.`,
    },
    advertisingConsent: {
      intro: `Ja, ich möchte von der ${publisher} über Abonnements, digitale Produkte und Veranstaltungen der Marke „${brand}“ informiert werden. Diese Einwilligung kann ich jederzeit mit Wirkung für die Zukunft widerrufen.`,
      mail: 'per E-Mail',
      phone: 'per Telefon',
    },
    youngAdultSubscriptionForm: {
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
    },
    gpLocked: {
      headline: 'Ihr Kundenkonto ist gesperrt',
      text: 'Ein Online-Zugang ist für Ihr Kundenkonto leider nicht möglich. Bitte wenden Sie sich an unseren Leserservice: telefonisch unter {{phone}} (Mo–Fr {{weekdays}} Uhr, Sa {{saturday}} Uhr) oder über unser Kontaktformular.',
    },
  };
}
