import type { TenantTexts } from '../../core/tenant/defineTenant.ts';

/** What the shared German texts need to know about a publisher. */
export interface PublisherIdentity {
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
 * The German Start-route texts every tenant of the publishing group shares, filled in with one
 * publisher's names. A tenant that words a block differently spreads this result and overrides that
 * block. The texts of later pages are `publisherPageTexts`, loaded on demand.
 */
export function publisherTexts(input: PublisherIdentity): TenantTexts {
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
  };
}
