import type { OrderBonus } from '../../core/api/entities/orderBonus.ts';

const validFrom = '2024-01-01';

/** The seeded order bonuses: simple, fixed, complex (with variants), cash and Miles & More. */
export const seedBonuses: readonly SeedBonus[] = [
  {
    tenant: 'kwz',
    bonus: {
      materialNumber: 'KWZ-B-KOPFHOERER', title: 'Kabellose Kopfhörer', label: 'Sachprämie', classification: 'NON_MONETARY',
      imagePath: bonusImage('Kopfhörer', '#1f4e79'), infoPoints: ['Bluetooth 5.3', 'Bis zu 30 Stunden Akkulaufzeit'],
      text: 'Leichte Over-Ear-Kopfhörer mit Ladekabel.', textLabel: 'Beschreibung', link: 'https://www.example.de/kopfhoerer', linkLabel: 'Mehr erfahren',
      additionalCharges: [], cashBonus: null, validFrom, active: true, invalid: false,
    },
  },
  {
    tenant: 'kwz',
    bonus: {
      materialNumber: 'KWZ-B-GUTSCHEIN', title: 'Einkaufsgutschein 25 €', label: 'Sachprämie', classification: 'NON_MONETARY',
      imagePath: bonusImage('Gutschein', '#6a3d9a'), infoPoints: ['Einlösbar in über 500 Geschäften'],
      text: 'Ein Gutschein für den regionalen Handel.', textLabel: 'Beschreibung', link: '', linkLabel: '',
      additionalCharges: [], cashBonus: null, validFrom, active: true, invalid: false,
    },
  },
  {
    tenant: 'kwz',
    bonus: {
      materialNumber: 'KWZ-B-REGENSCHIRM', title: 'Taschenschirm', label: 'Sachprämie', classification: 'NON_MONETARY',
      imagePath: bonusImage('Schirm', '#33a02c'), infoPoints: ['Sturmfest', 'Mit Automatik'],
      text: 'Kompakter Schirm mit Zeitungslogo.', textLabel: 'Beschreibung', link: '', linkLabel: '',
      additionalCharges: [{ value: 4.9 }], cashBonus: null, validFrom, active: true, invalid: false,
    },
  },
  {
    tenant: 'maz',
    bonus: {
      materialNumber: 'MAZ-B-KALENDER', title: 'Heimatkalender', label: 'Sachprämie', classification: 'NON_MONETARY',
      imagePath: bonusImage('Kalender', '#b15928'), infoPoints: ['Fotos aus dem Bottwartal'],
      text: 'Der Wandkalender fürs nächste Jahr, gratis zu jedem Abo.', textLabel: 'Beschreibung', link: '', linkLabel: '',
      additionalCharges: [], cashBonus: null, validFrom, active: true, invalid: false,
    },
  },
  {
    tenant: 'maz',
    bonus: {
      materialNumber: 'MAZ-B-THERMOBECHER', title: 'Thermobecher', label: 'Sachprämie', classification: 'NON_MONETARY',
      imagePath: bonusImage('Becher', '#e31a1c'), infoPoints: ['0,4 Liter', 'Spülmaschinenfest'],
      text: 'Hält Kaffee lange warm.', textLabel: 'Beschreibung', link: '', linkLabel: '',
      additionalCharges: [], cashBonus: null, validFrom, active: true, invalid: false,
    },
  },
  {
    tenant: 'maz',
    bonus: {
      materialNumber: 'MAZ-B-BUCH', title: 'Buch „Wanderungen im Neckartal“', label: 'Sachprämie', classification: 'NON_MONETARY',
      imagePath: bonusImage('Buch', '#ff7f00'), infoPoints: ['240 Seiten'],
      text: 'Zwanzig Touren zwischen Marbach und Heilbronn.', textLabel: 'Beschreibung', link: '', linkLabel: '',
      additionalCharges: [], cashBonus: null, validFrom, active: true, invalid: false,
    },
  },
  {
    tenant: 'lkz',
    bonus: {
      materialNumber: 'LKZ-B-TABLETHUELLE', title: 'Tablet-Hülle', label: 'Sachprämie', classification: 'NON_MONETARY',
      imagePath: bonusImage('Hülle', '#1f78b4'), infoPoints: ['Passend für 10-Zoll-Tablets'],
      text: 'Gehört fest zum Digital-Paket.', textLabel: 'Beschreibung', link: '', linkLabel: '',
      additionalCharges: [], cashBonus: null, validFrom, active: true, invalid: false,
    },
  },
  {
    tenant: 'lkz',
    bonus: {
      materialNumber: 'LKZ-B-EBOOK', title: 'E-Book „Ludwigsburg entdecken“', label: 'Sachprämie', classification: 'NON_MONETARY',
      imagePath: bonusImage('E-Book', '#a6761d'), infoPoints: ['PDF und EPUB'],
      text: 'Gehört fest zum Digital-Paket.', textLabel: 'Beschreibung', link: '', linkLabel: '',
      additionalCharges: [], cashBonus: null, validFrom, active: true, invalid: false,
    },
  },
  {
    tenant: 'ez',
    bonus: {
      materialNumber: 'K-EZ-FAHRRADHELM', title: 'Fahrradhelm', label: 'Sachprämie', classification: 'NON_MONETARY',
      imagePath: bonusImage('Helm', '#006d2c'), infoPoints: ['Mit LED-Rücklicht'],
      text: 'Wählen Sie Farbe und Größe.', textLabel: 'Beschreibung', link: '', linkLabel: '',
      additionalCharges: [], cashBonus: null, validFrom, active: true, invalid: false,
      properties: [
        { name: 'Farbe', values: ['Schwarz', 'Weiß'] },
        { name: 'Größe', values: ['M', 'L'] },
      ],
      variants: [
        { materialNumber: 'K-EZ-FAHRRADHELM-SM', title: 'Fahrradhelm Schwarz M', propertyValues: [{ name: 'Farbe', value: 'Schwarz' }, { name: 'Größe', value: 'M' }], additionalCharges: [] },
        { materialNumber: 'K-EZ-FAHRRADHELM-SL', title: 'Fahrradhelm Schwarz L', propertyValues: [{ name: 'Farbe', value: 'Schwarz' }, { name: 'Größe', value: 'L' }], additionalCharges: [] },
        { materialNumber: 'K-EZ-FAHRRADHELM-WM', title: 'Fahrradhelm Weiß M', propertyValues: [{ name: 'Farbe', value: 'Weiß' }, { name: 'Größe', value: 'M' }], additionalCharges: [{ value: 2 }] },
      ],
    },
  },
  {
    tenant: 'ez',
    bonus: {
      materialNumber: 'EZ-B-LESELAMPE', title: 'Leselampe', label: 'Sachprämie', classification: 'NON_MONETARY',
      imagePath: bonusImage('Lampe', '#525252'), infoPoints: ['Mit Klemme'],
      text: 'Zum Lesen am Abend.', textLabel: 'Beschreibung', link: '', linkLabel: '',
      additionalCharges: [], cashBonus: null, validFrom, active: true, invalid: false,
    },
  },
  {
    tenant: 'cz',
    bonus: {
      materialNumber: 'CZ-B-BAR50', title: '50 € Barprämie', label: 'Barprämie', classification: 'CASH',
      imagePath: bonusImage('50 €', '#08519c'), infoPoints: ['Überweisung auf Ihr Konto nach Zahlungseingang'],
      text: 'Wir überweisen die Prämie auf das angegebene Konto.', textLabel: 'Beschreibung', link: '', linkLabel: '',
      additionalCharges: [], cashBonus: 50, validFrom, active: true, invalid: false,
    },
  },
  {
    tenant: 'stz',
    bonus: {
      materialNumber: 'STZ-B-BAR30', title: '30 € Werbeprämie', label: 'Barprämie', classification: 'CASH',
      imagePath: bonusImage('30 €', '#54278f'), infoPoints: ['Für den Werber, per Überweisung'],
      text: 'Die Prämie geht an den Werber.', textLabel: 'Beschreibung', link: '', linkLabel: '',
      additionalCharges: [], cashBonus: 30, validFrom, active: true, invalid: false,
    },
  },
  {
    tenant: 'stz',
    bonus: {
      materialNumber: 'STZ-B-WEIN', title: 'Weinpaket Württemberg', label: 'Sachprämie', classification: 'NON_MONETARY',
      imagePath: bonusImage('Wein', '#7f0000'), infoPoints: ['Drei Flaschen aus der Region'],
      text: 'Für den Werber.', textLabel: 'Beschreibung', link: '', linkLabel: '',
      additionalCharges: [], cashBonus: null, validFrom, active: true, invalid: false,
    },
  },
  {
    tenant: 'swb',
    bonus: {
      materialNumber: 'K-SWB-KUCKUCKSUHR', title: 'Kuckucksuhr', label: 'Sachprämie', classification: 'NON_MONETARY',
      imagePath: bonusImage('Uhr', '#3f5e2a'), infoPoints: ['Handgeschnitzt im Schwarzwald'],
      text: 'Wählen Sie Holz und Größe.', textLabel: 'Beschreibung', link: '', linkLabel: '',
      additionalCharges: [], cashBonus: null, validFrom, active: true, invalid: false,
      properties: [
        { name: 'Holz', values: ['Linde', 'Nussbaum'] },
        { name: 'Größe', values: ['Klein', 'Groß'] },
      ],
      variants: [
        { materialNumber: 'K-SWB-KUCKUCKSUHR-LK', title: 'Kuckucksuhr Linde klein', propertyValues: [{ name: 'Holz', value: 'Linde' }, { name: 'Größe', value: 'Klein' }], additionalCharges: [] },
        { materialNumber: 'K-SWB-KUCKUCKSUHR-LG', title: 'Kuckucksuhr Linde groß', propertyValues: [{ name: 'Holz', value: 'Linde' }, { name: 'Größe', value: 'Groß' }], additionalCharges: [{ value: 9.9 }] },
        { materialNumber: 'K-SWB-KUCKUCKSUHR-NG', title: 'Kuckucksuhr Nussbaum groß', propertyValues: [{ name: 'Holz', value: 'Nussbaum' }, { name: 'Größe', value: 'Groß' }], additionalCharges: [{ value: 14.9 }] },
      ],
    },
  },
  {
    tenant: 'swb',
    bonus: {
      materialNumber: 'SWB-B-SCHINKEN', title: 'Schwarzwälder Schinken', label: 'Sachprämie', classification: 'NON_MONETARY',
      imagePath: bonusImage('Schinken', '#7a2e14'), infoPoints: ['500 g am Stück'],
      text: 'Vom Hofmetzger aus der Region.', textLabel: 'Beschreibung', link: '', linkLabel: '',
      additionalCharges: [], cashBonus: null, validFrom, active: true, invalid: false,
    },
  },
  {
    tenant: 'kbb',
    bonus: {
      materialNumber: 'KBB-B-MILES2000', title: '2.000 Prämienmeilen', label: 'Miles&More Prämie', classification: 'MILES_AND_MORE',
      imagePath: bonusImage('2.000 Meilen', '#f2b705'), infoPoints: ['Gutschrift auf Ihr Miles & More Konto'],
      text: 'Bitte geben Sie Ihre Miles & More Servicekartennummer an.', textLabel: 'Beschreibung', link: '', linkLabel: '',
      additionalCharges: [], cashBonus: null, validFrom, active: true, invalid: false,
    },
  },
];

/** A seeded order bonus of a tenant. */
export interface SeedBonus {
  readonly tenant: string;
  readonly bonus: OrderBonus;
}

/** A small SVG tile as a data URI, so bonus images need no file server. */
export function bonusImage(label: string, colour: string): string {
  const text = label.replace(/[<>&"']/g, '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="164" viewBox="0 0 200 164">` +
    `<rect width="200" height="164" rx="12" fill="${colour}"/>` +
    `<text x="100" y="90" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
