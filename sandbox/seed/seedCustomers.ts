import type { Address } from '../../core/api/entities/address.ts';
import type { SeedAccount, SeedPartner } from './SeedCustomer.ts';

function privateAddress(salutation: string, firstName: string, lastName: string, street: string, streetNumber: string, zipCode: string, city: string, email: string): Address {
  return {
    addressType: 'Straßenadresse', salutation, title: '00', firstName, lastName, email, phone: '089-2183000',
    country: 'DE', district: '-', street, streetNumber, zipCode, city, nameEditable: false, businessAddress: false,
  };
}

/** Business partners: the customer-number side (SAP) of every customer situation. */
export const seedPartners: readonly SeedPartner[] = [
  {
    gpNr: '3000000001', tenant: 'sz', status: 'active', business: false, lastName: 'Mustermann',
    address: privateAddress('02', 'Max', 'Mustermann', 'Sendlinger Straße', '12', '80331', 'München', 'max.mustermann@example.de'),
    mmNumber: '992000123456782',
  },
  {
    gpNr: '3000000002', tenant: 'sz', status: 'locked', business: false, lastName: 'Gesperrt',
    address: privateAddress('03', 'Greta', 'Gesperrt', 'Tal', '3', '80331', 'München', 'greta.gesperrt@example.de'),
  },
  {
    gpNr: '3000000003', tenant: 'sz', status: 'archived', business: false, lastName: 'Archiv',
    address: privateAddress('02', 'Anton', 'Archiv', 'Rosenstraße', '7', '80331', 'München', 'anton.archiv@example.de'),
  },
  {
    gpNr: '3000000004', tenant: 'sz', status: 'active', business: false, lastName: 'Abonnent',
    address: privateAddress('03', 'Berta', 'Abonnent', 'Marienplatz', '1', '80331', 'München', 'berta.abonnent@example.de'),
    subscriptions: ['sz-digital'],
  },
  {
    gpNr: '3000000005', tenant: 'sz', status: 'active', business: false, lastName: 'Probeleser',
    address: privateAddress('02', 'Paul', 'Probeleser', 'Weinstraße', '4', '80331', 'München', 'paul.probeleser@example.de'),
    usedTrials: ['sz-digital', 'sz-print'],
  },
  {
    gpNr: '3000000006', tenant: 'sz', status: 'active', business: false, lastName: 'Lastschrift',
    address: privateAddress('03', 'Sabine', 'Lastschrift', 'Kaufingerstraße', '9', '80331', 'München', 'sabine.lastschrift@example.de'),
    paymentData: {
      paymentMethod: 'sepa', iban: 'DE89370400440532013000', swift: 'COBADEFFXXX', bankName: 'Commerzbank',
      bankAccountOwner: 'Sabine Lastschrift', bankCountryCode: 'DE', bankDataId: 'BD-3000000006', creditCardPayment: false,
    },
  },
  {
    gpNr: '3000000007', tenant: 'sz', status: 'active', business: false, lastName: 'Karte',
    address: privateAddress('02', 'Klaus', 'Karte', 'Dienerstraße', '15', '80331', 'München', 'klaus.karte@example.de'),
    paymentData: {
      paymentMethod: 'card', truncatedCardPan: '411111XXXXXX1111', pseudoCardPan: '9410000000012345', ccIns: 'V',
      ccName: 'VISA', displayCCName: 'Visa', validUntil: '2912', ccId: 'CC-3000000007', creditCardPayment: true,
    },
  },
  {
    gpNr: '3000000008', tenant: 'sz', status: 'active', business: true, lastName: 'Medienhaus Beispiel GmbH',
    address: {
      addressType: 'Straßenadresse', salutation: '04', title: '00', companyName: 'Medienhaus Beispiel GmbH', companySuffix1: 'Einkauf',
      lastName: 'Medienhaus Beispiel GmbH', email: 'einkauf@medienhaus-beispiel.de', businessPhone: '089-5551234', country: 'DE',
      district: '-', street: 'Sonnenstraße', streetNumber: '20', zipCode: '80331', city: 'München', nameEditable: false, businessAddress: true,
    },
  },
  {
    gpNr: '3000000009', tenant: 'sz', status: 'active', business: false, lastName: 'Ausfall', sapUnavailable: true,
    address: privateAddress('02', 'Simon', 'Ausfall', 'Oberanger', '2', '80331', 'München', 'simon.ausfall@example.de'),
  },
  {
    gpNr: '2000000001', tenant: 'stz', status: 'active', business: false, lastName: 'Schwabe',
    address: privateAddress('03', 'Lena', 'Schwabe', 'Königstraße', '20', '70173', 'Stuttgart', 'lena.schwabe@example.de'),
    paymentData: {
      paymentMethod: 'sepa', iban: 'DE02600501010002034304', swift: 'SOLADEST600', bankName: 'BW-Bank',
      bankAccountOwner: 'Lena Schwabe', bankCountryCode: 'DE', bankDataId: 'BD-2000000001', creditCardPayment: false,
    },
  },
  {
    gpNr: '2000000002', tenant: 'swb', status: 'active', business: false, lastName: 'Schwarzwald',
    address: { ...privateAddress('02', 'Jörg', 'Schwarzwald', 'Hauptstraße', '5', '78628', 'Rottweil', 'joerg.schwarzwald@example.de'), district: 'RW' },
  },
  {
    gpNr: '2000000003', tenant: 'lkz', status: 'active', business: false, lastName: 'Leser',
    address: privateAddress('02', 'Ludwig', 'Leser', 'Myliusstraße', '4', '71638', 'Ludwigsburg', 'ludwig.leser@example.de'),
  },
  // Not linked to any login: the connectUser cases.
  {
    gpNr: '3000000101', tenant: 'sz', status: 'active', business: false, lastName: 'Schmidt',
    address: privateAddress('03', 'Clara', 'Schmidt', 'Hackenstraße', '6', '80331', 'München', 'clara.schmidt@example.de'),
  },
  {
    gpNr: '3000000102', tenant: 'sz', status: 'active', business: false, lastName: 'Keller', csvPending: true,
    address: privateAddress('02', 'Otto', 'Keller', 'Frauenplatz', '8', '80331', 'München', 'otto.keller@example.de'),
  },
  {
    gpNr: '3000000103', tenant: 'sz', status: 'active', business: false, lastName: 'Störung', sapUnavailable: true,
    address: privateAddress('03', 'Ida', 'Störung', 'Rindermarkt', '3', '80331', 'München', 'ida.stoerung@example.de'),
  },
];

/** Login accounts a tester picks on the sandbox login page. */
export const seedAccounts: readonly SeedAccount[] = [
  { login: 'anna.neukunde@example.de', firstName: 'Anna', lastName: 'Neukunde', situation: 'angemeldet, ohne Kundennummer' },
  { login: 'max.mustermann@example.de', firstName: 'Max', lastName: 'Mustermann', gpNr: '3000000001', situation: 'angemeldet, mit Kundennummer (SZ), Miles & More hinterlegt' },
  { login: 'greta.gesperrt@example.de', firstName: 'Greta', lastName: 'Gesperrt', gpNr: '3000000002', situation: 'Kundenkonto gesperrt' },
  { login: 'anton.archiv@example.de', firstName: 'Anton', lastName: 'Archiv', gpNr: '3000000003', situation: 'Kundenkonto archiviert' },
  { login: 'berta.abonnent@example.de', firstName: 'Berta', lastName: 'Abonnent', gpNr: '3000000004', situation: 'hat bereits ein SZ-Digital-Abo' },
  { login: 'paul.probeleser@example.de', firstName: 'Paul', lastName: 'Probeleser', gpNr: '3000000005', situation: 'Probeabo SZ digital und Print schon genutzt' },
  { login: 'sabine.lastschrift@example.de', firstName: 'Sabine', lastName: 'Lastschrift', gpNr: '3000000006', situation: 'SEPA-Lastschrift gespeichert' },
  { login: 'klaus.karte@example.de', firstName: 'Klaus', lastName: 'Karte', gpNr: '3000000007', situation: 'Kreditkarte gespeichert' },
  { login: 'einkauf@medienhaus-beispiel.de', firstName: 'Eva', lastName: 'Einkauf', gpNr: '3000000008', situation: 'Geschäftskunde' },
  { login: 'simon.ausfall@example.de', firstName: 'Simon', lastName: 'Ausfall', gpNr: '3000000009', situation: 'Kundensystem nicht erreichbar (sapConnectionFailed)' },
  { login: 'lena.schwabe@example.de', firstName: 'Lena', lastName: 'Schwabe', gpNr: '2000000001', situation: 'StZ-Kundin mit SEPA-Lastschrift' },
  { login: 'ludwig.leser@example.de', firstName: 'Ludwig', lastName: 'Leser', gpNr: '2000000003', situation: 'LKZ-Kunde: Namen nicht änderbar, keine Privat/Geschäft-Auswahl' },
  { login: 'joerg.schwarzwald@example.de', firstName: 'Jörg', lastName: 'Schwarzwald', gpNr: '2000000002', situation: 'SchwaBo-Kunde in Rottweil (Region RW)' },
];
