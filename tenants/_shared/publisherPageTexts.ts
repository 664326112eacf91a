import type { TenantPageTexts } from '../../core/tenant/defineTenant.ts';
import type { PublisherIdentity } from './publisherTexts.ts';

/**
 * The German texts of the pages after Start that every tenant of the publishing group shares, filled
 * in with one publisher's names. A tenant imports this module in its `pageTexts` loader, so the texts
 * are a chunk of their own; a tenant that words a block differently overrides it there.
 *
 * i18next interpolations the pages must pass: `success.startDate` → `{{startDate}}` (dd.MM.yyyy);
 * `gpLocked.text` → `{{phone}}`, `{{weekdays}}` and `{{saturday}}` (service hours as "07:00–17:00").
 */
export function publisherPageTexts(input: PublisherIdentity): TenantPageTexts {
  const { digitalProduct, publisher } = input;
  return {
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
      digitalProduct,
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
    gpLocked: {
      headline: 'Ihr Kundenkonto ist gesperrt',
      text: 'Ein Online-Zugang ist für Ihr Kundenkonto leider nicht möglich. Bitte wenden Sie sich an unseren Leserservice: telefonisch unter {{phone}} (Mo–Fr {{weekdays}} Uhr, Sa {{saturday}} Uhr) oder über unser Kontaktformular.',
    },
  };
}
