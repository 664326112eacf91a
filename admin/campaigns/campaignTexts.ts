import type { PaymentMethodKey } from '../../core/index.ts';
import type { CustomerViewFlag } from '../api/salesCampaignInput.ts';
import type { CampaignAvailability } from '../rules/campaignAvailability.ts';

/** A yes/no setting of a campaign the form offers as a checkbox. */
export type CampaignSwitch = CustomerViewFlag | 'active' | 'orderCsv' | 'orderWithoutAddress' | 'showTimePeriod' | 'delayedCharging';

/** The label of a setting and the hint that says what readers notice of it. */
export interface SwitchText {
  readonly label: string;
  readonly hint?: string;
}

/** Every yes/no setting in words a sales person understands (platform.md section 3 names the fields). */
export const switchTexts: Readonly<Record<CampaignSwitch, SwitchText>> = {
  active: { label: 'Aktiv', hint: 'Nur aktive Aktionen können Leser bestellen, und nur im Gültigkeitszeitraum.' },
  recurring: { label: 'Verlängert sich automatisch', hint: 'Das Abo läuft nach der Laufzeit weiter, bis es gekündigt wird. Aus: Es endet von selbst.' },
  withCosts: { label: 'Kostenpflichtig', hint: 'Aus: Gratisangebot – Leser geben keine Zahlungsdaten an.' },
  specialOffer: { label: 'Sonderangebot', hint: 'Kennzeichnet die Aktion als befristetes Sonderangebot.' },
  giftSubscription: { label: 'Geschenkabo', hint: 'Leser bestellen für eine andere Person.' },
  timeLimitSelectable: { label: 'Laufzeit wählbar (nur Geschenkabo)', hint: 'Wer schenkt, wählt die Laufzeit: unbegrenzt, 3, 6 oder 12 Monate.' },
  lwl: { label: 'Leser werben Leser', hint: 'Ein Abonnent wirbt einen neuen Leser und erhält dafür eine Prämie.' },
  studentSubscription: { label: 'Studentenabo', hint: 'Leser laden eine Immatrikulationsbescheinigung hoch.' },
  registrationMandatory: { label: 'Nur mit Anmeldung bestellbar', hint: 'Leser melden sich an oder registrieren sich, bevor sie das Bestellformular sehen.' },
  allowOrderDespiteExistingSubscription: { label: 'Bestellung trotz bestehendem Abo erlauben', hint: 'Wer dieses Produkt schon bezieht, kann trotzdem bestellen.' },
  preventOrderWithExistingSubscription: {
    label: 'Bestellung bei bestehendem Abo verhindern',
    hint: 'Wer dieses Produkt schon bezieht, erfährt, dass es bereits aktiviert ist. Ist keine der beiden Einstellungen gewählt, erhält er ein Folgeangebot.',
  },
  allowSchnorren: { label: 'Probeabo auch für Leser, die das Produkt schon getestet haben', hint: 'Aus: Wer das Produkt schon getestet hat, kann diese Aktion nicht bestellen.' },
  emailMandatory: { label: 'E-Mail-Adresse ist Pflichtfeld', hint: 'Leser können ohne E-Mail-Adresse nicht bestellen.' },
  showStartDate: { label: 'Lieferbeginn wählbar (Print und Magazin)', hint: 'Leser wählen im Bestellformular, ab wann sie beliefert werden.' },
  showGPTypeSelection: { label: 'Auswahl Privat- oder Geschäftskunde', hint: 'Geschäftskunden geben eine Firma und eigene Liefer- und Rechnungsadressen an.' },
  showDeliveryAddressCompany: { label: 'Firmenname in der Lieferadresse' },
  showInvoiceAddressCompany: { label: 'Firmenname in der Rechnungsadresse' },
  orderWithoutAddress: { label: 'Bestellung ohne Postanschrift möglich', hint: 'Für digitale Angebote: Leser müssen keine Adresse angeben.' },
  telAdvertEnabled: { label: 'Einwilligung in Werbung per Telefon abfragen' },
  mailAdvertEnabled: { label: 'Einwilligung in Werbung per E-Mail abfragen' },
  noResultAbroad: { label: 'Kein Online-Preis bei Adressen im Ausland', hint: 'Bestellungen mit Adresse im Ausland nimmt der Leserservice entgegen.' },
  orderCsv: { label: 'Bestellungen zusätzlich als CSV-Datei übermitteln' },
  showTimePeriod: { label: 'Bezugszeitraum in der Auftragsabwicklung anzeigen' },
  delayedCharging: { label: 'Verzögerte Abbuchung', hint: 'Der erste Betrag wird erst später eingezogen.' },
};

/**
 * The sections of the campaign form, in order, each with the ids its heading carries for the
 * section links and its fields in the order shown (the error summary lists messages so).
 */
export const campaignSections = [
  { id: 'abschnitt-texte', title: 'Texte', fields: ['name', 'infoPoints', 'priceInfos', 'offerInfo', 'baseInfo'] },
  { id: 'abschnitt-status', title: 'Status und Gültigkeit', fields: ['active', 'validFrom', 'validUntil'] },
  {
    id: 'abschnitt-angebot',
    title: 'Angebotsart und Laufzeit',
    fields: [
      'recurring', 'withCosts', 'specialOffer', 'giftSubscription', 'timeLimitSelectable', 'lwl', 'studentSubscription',
      'subscriptionStartDate', 'subscriptionEndDate', 'subscriptionIssueStartNumber', 'subscriptionIssueEndNumber', 'ageLimit',
    ],
  },
  {
    id: 'abschnitt-kunden',
    title: 'Bestehende Kunden und Probeabos',
    fields: ['registrationMandatory', 'allowOrderDespiteExistingSubscription', 'preventOrderWithExistingSubscription', 'allowSchnorren'],
  },
  {
    id: 'abschnitt-formular',
    title: 'Bestellformular',
    fields: ['emailMandatory', 'showStartDate', 'showGPTypeSelection', 'showDeliveryAddressCompany', 'showInvoiceAddressCompany', 'orderWithoutAddress', 'mailAdvertEnabled', 'telAdvertEnabled'],
  },
  { id: 'abschnitt-lieferung', title: 'Lieferländer und Zahlung', fields: ['countryGroup', 'billingFrequencyGroup', 'countries', 'noResultAbroad', 'paymentMethods'] },
  { id: 'abschnitt-praemien', title: 'Prämien', fields: ['numberOfBonuses', 'bonuses'] },
  { id: 'abschnitt-intern', title: 'Interne Abwicklung', fields: ['orderCsv', 'showTimePeriod', 'delayedCharging'] },
] as const;

/** The id of a form section. */
export type CampaignSectionId = (typeof campaignSections)[number]['id'];

/** The title of a form section. */
export function sectionTitle(id: CampaignSectionId): string {
  return campaignSections.find((section) => section.id === id)!.title;
}

/** The yes/no settings of a section, in the order shown. */
export function sectionSwitches(id: CampaignSectionId): CampaignSwitch[] {
  const fields: readonly string[] = campaignSections.find((section) => section.id === id)!.fields;
  return fields.filter((field): field is CampaignSwitch => field in switchTexts);
}

/** The top-level form fields in the order the form shows them. */
export const campaignFieldOrder: readonly string[] = campaignSections.flatMap((section) => [...section.fields]);

/** The names of the payment methods (platform.md section 9: Q card, P PayPal, 7 SEPA, Y invoice). */
export const paymentMethodNames: Readonly<Record<PaymentMethodKey, string>> = {
  Q: 'Kreditkarte',
  P: 'PayPal',
  '7': 'SEPA-Lastschrift',
  Y: 'Rechnung',
};

/** The names of the product types. */
export const productTypeNames: Readonly<Record<string, string>> = { D: 'Digital', P: 'Print', M: 'Magazin' };

/** What readers meet, in a word for the overview. */
export function availabilityText(availability: CampaignAvailability, formatDate: (iso: string) => string): string {
  switch (availability.kind) {
    case 'orderable':
      return 'bestellbar';
    case 'inactive':
      return 'nicht bestellbar (inaktiv)';
    case 'notYetValid':
      return `nicht bestellbar (erst ab ${formatDate(availability.validFrom)})`;
    case 'expired':
      return `nicht bestellbar (abgelaufen am ${formatDate(availability.validUntil)})`;
  }
}

/** The failure texts the overview shows after a campaign could not be opened or saved (platform.md section 8). */
export const campaignFailureTexts = {
  notFound: (id: string) => `Die Verkaufsaktion „${id}“ gibt es nicht. Bitte wählen Sie eine Aktion aus der Liste.`,
  notApproved: (id: string) => `Die Verkaufsaktion „${id}“ ist nicht zur Pflege freigegeben. Eine Administratorin oder ein Administrator kann sie freigeben.`,
  loadFailed: (id: string) => `Die Verkaufsaktion „${id}“ konnte nicht geladen werden. Bitte versuchen Sie es in einigen Minuten erneut.`,
  saveFailed: (id: string) =>
    `Die Verkaufsaktion „${id}“ konnte nicht gespeichert werden. Ihre Änderungen sind in diesem Browserfenster vorgemerkt: Öffnen Sie die Aktion erneut, um sie wiederherzustellen.`,
  listFailed: 'Die Verkaufsaktionen konnten nicht geladen werden. Bitte versuchen Sie es in einigen Minuten erneut.',
};
