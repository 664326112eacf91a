import type { SeedCampaign } from './SeedCampaign.ts';
import { abroad, buildSeedCampaign, kindName, kindWord } from './buildSeedCampaign.ts';
import { seededTenantKeys } from './loadTenantProfiles.ts';

/** The local editions swb's back end offers (regionSelectionOptions). */
const swbRegions = [
  { code: 'EG', name: 'Automatisch nach Adresse' },
  { code: 'RW', name: 'Rottweil' },
  { code: 'VS', name: 'Villingen-Schwenningen' },
  { code: 'OB', name: 'Oberndorf am Neckar' },
  { code: 'FDS', name: 'Freudenstadt' },
  { code: 'AT', name: 'Österreich' },
];

const standards: SeedCampaign[] = seededTenantKeys.flatMap((tenant) =>
  (['D', 'P', 'M'] as const).map((kind) =>
    buildSeedCampaign({
      tenant,
      id: `${tenant.toUpperCase()}-${kindWord[kind]}-STANDARD`,
      kind,
      description: `Standard-${kindName[kind]}`,
    }),
  ),
);

const specials: SeedCampaign[] = [
  buildSeedCampaign({
    tenant: 'sz', id: 'SZ-DIGITAL-GRATIS', kind: 'D', price: 0, name: 'Digital 4 Wochen gratis',
    description: 'kostenlos, ohne Adresse bestellbar',
    overrides: { withCosts: false, recurring: false, priceInfos: [{ description: '4 Wochen', price: 0 }], cancellationInfo: 'Endet automatisch.' },
    extra: { orderWithoutAddress: true, paymentMethods: { DE: [] } },
  }),
  buildSeedCampaign({
    tenant: 'sz', id: 'SZ-DIGITAL-OHNE-KOSTENANGABE', kind: 'D', name: 'Digital-Abo (Kampagne ohne withCosts)',
    description: 'kostenpflichtig, aber ohne withCosts-Angabe', overrides: { withCosts: null },
  }),
  buildSeedCampaign({
    tenant: 'sz', id: 'SZ-DIGITAL-REGISTRIERUNG', kind: 'D', name: 'Digital-Abo für registrierte Leser',
    description: 'Registrierung Pflicht', overrides: { registrationMandatory: true },
  }),
  buildSeedCampaign({
    tenant: 'sz', id: 'SZ-DIGITAL-U27', kind: 'D', price: 4.99, name: 'Digital-Abo für junge Leser (U27)',
    description: 'junge Erwachsene U27 (Geburtsdatum + Ausweis)', overrides: { ageLimit: 27 },
  }),
  buildSeedCampaign({
    tenant: 'sz', id: 'DSZ1TAG-DIGITAL', kind: 'D', price: 1.99, name: 'Tagespass',
    description: 'Tagespass (Präfix DSZ1TAG)',
    overrides: { recurring: false, priceInfos: [{ description: 'einmalig', price: 1.99 }], cancellationInfo: 'Endet nach 24 Stunden.' },
    extra: { product: 'sz-tagespass', paymentMethods: { DE: ['Q', 'P'] }, billingFrequencyGroup: 'ONE_OFF' },
  }),
  buildSeedCampaign({
    tenant: 'sz', id: 'SZ-DIGITAL-SPERRE', kind: 'D', name: 'Digital-Abo (nur für Neukunden)',
    description: 'bestehendes Abo verhindert Bestellung (preventOrderWithExistingSubscription)',
    overrides: { allowOrderDespiteExistingSubscription: false, preventOrderWithExistingSubscription: true },
  }),
  buildSeedCampaign({
    tenant: 'sz', id: 'SZ-DIGITAL-FOLGEANGEBOT', kind: 'D', name: 'Digital-Abo Plus',
    description: 'bestehendes Abo führt zum Folgeangebot (weder allow noch prevent)',
    overrides: { allowOrderDespiteExistingSubscription: false, preventOrderWithExistingSubscription: false },
  }),
  buildSeedCampaign({
    tenant: 'sz', id: 'SZ-DIGITAL-PROBE', kind: 'D', price: 0, name: 'Digital 14 Tage testen',
    description: 'Probeabo digital, kein zweites Probeabo (allowSchnorren false)',
    overrides: { withCosts: false, recurring: false, allowSchnorren: false, priceInfos: [{ description: '14 Tage', price: 0 }] },
    extra: { paymentMethods: { DE: [] } },
  }),
  buildSeedCampaign({
    tenant: 'sz', id: 'SZ-PRINT-PROBE', kind: 'P', price: 0, name: 'Zeitung 2 Wochen testen',
    description: 'Probeabo Print, kein zweites Probeabo (allowSchnorren false)',
    overrides: { withCosts: false, recurring: false, allowSchnorren: false, priceInfos: [{ description: '2 Wochen', price: 0 }] },
    extra: { paymentMethods: { DE: [] } },
  }),
  buildSeedCampaign({
    tenant: 'sz', id: 'SZ-PRINT-AUSLAND', kind: 'P', name: 'Zeitungs-Abo mit Auslandszustellung',
    description: 'Lieferung ins Ausland (AT, CH, FR, IT, NL)',
    extra: { countries: abroad, paymentMethods: { DE: ['Q', 'P', '7', 'Y'], '*': ['Q', 'P'] } },
  }),
  buildSeedCampaign({
    tenant: 'sz', id: 'SZ-PRINT-PREISANPASSUNG', kind: 'P', name: 'Zeitungs-Abo (Preisanpassung angekündigt)',
    description: 'Preisanpassung: ab dem 1. des übernächsten Monats 42,90 € statt 39,90 € monatlich (priceForDate)',
    extra: { priceChange: { monthsAhead: 2, monthlyPrice: 42.9 } },
  }),
  buildSeedCampaign({
    tenant: 'sz', id: 'SZ-PRINT-AUSLAND-ANFRAGE', kind: 'P', name: 'Zeitungs-Abo, Auslandspreis auf Anfrage',
    description: 'kein Online-Preis im Ausland (noResultAbroad; AT, CH, FR, IT, NL)',
    overrides: { noResultAbroad: true },
    extra: { countries: abroad, paymentMethods: { DE: ['Q', 'P', '7', 'Y'], '*': ['Q', 'P'] } },
  }),
  buildSeedCampaign({
    tenant: 'sz', id: 'SZ-NICHT-IM-KATALOG', kind: 'D', description: 'nicht verfügbar: NOT_IN_PRODUCT_CATALOG',
    extra: { unavailableCode: 'NOT_IN_PRODUCT_CATALOG' },
  }),
  buildSeedCampaign({
    tenant: 'sz', id: 'SZ-OHNE-SHOP', kind: 'D', description: 'nicht verfügbar: NO_OFFER_STORE',
    extra: { unavailableCode: 'NO_OFFER_STORE' },
  }),
  buildSeedCampaign({
    tenant: 'sz', id: 'SZ-OHNE-KONFIGURATION', kind: 'D', description: 'nicht verfügbar: NO_CONFIGURATION_FOR_SALES_CAMPAIGN',
    extra: { unavailableCode: 'NO_CONFIGURATION_FOR_SALES_CAMPAIGN' },
  }),
  buildSeedCampaign({
    tenant: 'sz', id: 'SZ-DIGITAL-ANGEBOT', kind: 'D', name: 'Digital-Abo (Angebot)',
    description: 'über Angebots-ID (oid=SZ-ANGEBOT-1) erreichbar', extra: { offerId: 'SZ-ANGEBOT-1' },
  }),
  buildSeedCampaign({
    tenant: 'stz', id: 'STZ-PRINT-GESCHENK', kind: 'P', name: 'Zeitung verschenken',
    description: 'Geschenkabo mit wählbarer Laufzeit (0, 3, 6, 12 Monate)',
    overrides: { giftSubscription: true, timeLimitSelectable: true, emailMandatory: true },
    extra: { giftTimeLimit: 12 },
  }),
  buildSeedCampaign({
    tenant: 'stz', id: 'STZ-PRINT-LWL', kind: 'P', name: 'Leser werben Leser',
    description: 'Leser werben Leser (lwl) mit Werbeprämie, u. a. Barprämie',
    overrides: { lwl: true, numberOfBonuses: 1 },
    extra: { bonuses: [{ materialNumber: 'STZ-B-BAR30' }, { materialNumber: 'STZ-B-WEIN' }] },
  }),
  buildSeedCampaign({
    tenant: 'stz', id: 'STZ-DIGITAL-U30', kind: 'D', price: 5.99, name: 'Digital-Abo für junge Leser (U30)',
    description: 'junge Erwachsene U30', overrides: { ageLimit: 30 },
  }),
  buildSeedCampaign({
    tenant: 'stn', id: 'STN-DIGITAL-GESCHENK', kind: 'D', name: 'Digital-Abo verschenken',
    description: 'Geschenkabo ohne Laufzeitwahl', overrides: { giftSubscription: true, timeLimitSelectable: false },
  }),
  buildSeedCampaign({
    tenant: 'stn', id: 'STN-DIGITAL-STUDENT', kind: 'D', price: 4.99, name: 'Digital-Abo für Studierende',
    description: 'Studentenabo mit Immatrikulationsbescheinigung', overrides: { studentSubscription: true },
  }),
  buildSeedCampaign({
    tenant: 'kwz', id: 'KWZ-PRINT-PRAEMIE', kind: 'P', name: 'Zeitungs-Abo mit Prämie',
    description: 'einfache Prämien, eine wählbar',
    overrides: { numberOfBonuses: 1 },
    extra: { bonuses: [{ materialNumber: 'KWZ-B-KOPFHOERER' }, { materialNumber: 'KWZ-B-GUTSCHEIN' }, { materialNumber: 'KWZ-B-REGENSCHIRM' }] },
  }),
  buildSeedCampaign({
    tenant: 'maz', id: 'MAZ-PRINT-FIXPRAEMIE', kind: 'P', name: 'Zeitungs-Abo mit Kalender und Wunschprämie',
    description: 'feste Prämie plus eine wählbare',
    overrides: { numberOfBonuses: 2 },
    extra: {
      bonuses: [
        { materialNumber: 'MAZ-B-KALENDER', fixedBonus: true },
        { materialNumber: 'MAZ-B-THERMOBECHER' },
        { materialNumber: 'MAZ-B-BUCH', validUntil: '2030-12-31' },
      ],
    },
  }),
  buildSeedCampaign({
    tenant: 'lkz', id: 'LKZ-DIGITAL-FIXPRAEMIE', kind: 'D', name: 'Digital-Paket mit Zugaben',
    description: 'nur feste Prämien (Warenkorb bestätigt sich selbst)',
    overrides: { numberOfBonuses: 2 },
    extra: { bonuses: [{ materialNumber: 'LKZ-B-TABLETHUELLE', fixedBonus: true }, { materialNumber: 'LKZ-B-EBOOK', fixedBonus: true }] },
  }),
  buildSeedCampaign({
    tenant: 'lkz', id: 'LKZ-PRINT-FIRMA', kind: 'P', name: 'Zeitungs-Abo für Firmen',
    description: 'Firmenfelder in Liefer- und Rechnungsadresse, Privat/Geschäft-Auswahl',
    overrides: { showDeliveryAddressCompany: true, showInvoiceAddressCompany: true, showGPTypeSelection: true },
  }),
  buildSeedCampaign({
    tenant: 'ez', id: 'EZ-PRINT-KOMPLEXPRAEMIE', kind: 'P', name: 'Zeitungs-Abo mit Fahrradhelm',
    description: 'komplexe Prämie mit Varianten (Farbe, Größe)',
    overrides: { numberOfBonuses: 1 },
    extra: { bonuses: [{ materialNumber: 'K-EZ-FAHRRADHELM' }, { materialNumber: 'EZ-B-LESELAMPE' }] },
  }),
  buildSeedCampaign({
    tenant: 'cz', id: 'CZ-PRINT-BARPRAEMIE', kind: 'P', name: 'Zeitungs-Abo mit 50 € Barprämie',
    description: 'Barprämie (IBAN nötig)',
    overrides: { numberOfBonuses: 1 },
    extra: { bonuses: [{ materialNumber: 'CZ-B-BAR50', fixedBonus: true }] },
  }),
  buildSeedCampaign({
    tenant: 'kbb', id: 'KBB-DIGITAL-MILES', kind: 'D', name: 'Digital-Abo mit Prämienmeilen',
    description: 'Miles & More Prämie (mmNumber)',
    overrides: { numberOfBonuses: 1 },
    extra: { bonuses: [{ materialNumber: 'KBB-B-MILES2000', fixedBonus: true }] },
  }),
  buildSeedCampaign({
    tenant: 'swb', id: 'SWB-PRINT-REGION', kind: 'P', name: 'Schwarzwälder Bote – Ihre Lokalausgabe',
    description: 'Regionsauswahl (pva)',
    extra: { regionOptions: swbRegions },
  }),
  buildSeedCampaign({
    tenant: 'swb', id: 'SWB-PRINT-GESCHENK-PRAEMIE', kind: 'P', name: 'Schwarzwälder Bote verschenken – mit Prämie',
    description: 'Geschenkabo mit Prämie (auch mit Varianten und Zuzahlung) und Regionsauswahl (pva)',
    overrides: { giftSubscription: true, numberOfBonuses: 1, emailMandatory: true },
    extra: {
      bonuses: [{ materialNumber: 'K-SWB-KUCKUCKSUHR' }, { materialNumber: 'SWB-B-SCHINKEN' }],
      regionOptions: swbRegions,
    },
  }),
  buildSeedCampaign({
    tenant: 'lz', id: 'LZ-MAGAZIN-WOCHENENDE', kind: 'M', price: 3.9, name: 'Wochenend-Magazin',
    description: 'Magazin mit Erscheinungskalender', overrides: { subscriptionIssueStartNumber: 1, subscriptionIssueEndNumber: 52 },
  }),
];

/** Every seeded campaign: three standard ones per tenant plus one per special case. */
export const seedCampaigns: readonly SeedCampaign[] = [...standards, ...specials];

/** Offer ids that exist but have no campaign store: their initial load answers NO_OFFER_STORE_FOR_OFFER_ID. */
export const seedOffersWithoutStore: ReadonlyArray<{ readonly offerId: string; readonly tenant: string }> = [
  { offerId: 'SZ-ANGEBOT-OHNE-SHOP', tenant: 'sz' },
];
