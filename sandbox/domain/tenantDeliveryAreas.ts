/**
 * The sandbox's carrier delivery area per tenant key (platform.md section 1), as zip code
 * prefixes around each paper's home region. The out links are the tenants' offer pages.
 */
export const tenantDeliveryAreas: Readonly<Record<string, TenantDeliveryArea>> = {
  stz: {
    state: 'BW',
    carrierZipPrefixes: ['700', '701', '702', '703', '704', '705', '706', '707', '708', '710', '711', '712', '713', '716', '717', '737'],
    editionsUrl: 'https://www.stuttgarter-zeitung.de/abo-angebote',
  },
  stn: {
    state: 'BW',
    carrierZipPrefixes: ['700', '701', '702', '703', '704', '705', '706', '707', '708', '710', '711', '712', '713', '716', '717', '737'],
    editionsUrl: 'https://www.stuttgarter-nachrichten.de/abo-angebote',
  },
  cz: {
    state: 'BW',
    carrierZipPrefixes: ['701', '702', '703', '704', '705', '707'],
    editionsUrl: 'https://www.cannstatter-zeitung.de/abo-angebote',
  },
  kwz: {
    state: 'BW',
    carrierZipPrefixes: ['704', '708', '716'],
    editionsUrl: 'https://www.kornwestheimer-zeitung.de/abo-angebote',
  },
  maz: {
    state: 'BW',
    carrierZipPrefixes: ['716', '717'],
    editionsUrl: 'https://www.marbacher-zeitung.de/abo-angebote',
  },
  lkz: {
    state: 'BW',
    carrierZipPrefixes: ['708', '714', '716', '717'],
    editionsUrl: 'https://www.lkz.de/abo-angebote',
  },
  ez: {
    state: 'BW',
    carrierZipPrefixes: ['707', '732', '733', '737'],
    editionsUrl: 'https://www.esslinger-zeitung.de/abo-angebote',
  },
  kbb: {
    state: 'BW',
    carrierZipPrefixes: ['710', '711'],
    editionsUrl: 'https://www.krzbb.de/abo-angebote',
  },
  // The Black Forest daily's local editions are changed by its reader service (platform.md section 2).
  swb: {
    state: 'BW',
    carrierZipPrefixes: ['722', '723', '780', '781', '786', '787'],
  },
  lz: {
    state: 'BW',
    carrierZipPrefixes: ['779'],
    editionsUrl: 'https://www.lahrer-zeitung.de/abo-angebote',
  },
  sz: {
    state: 'BY',
    carrierZipPrefixes: ['80', '81', '82', '85'],
    editionsUrl: 'https://www.sueddeutsche.de/abo',
  },
};

/** Where a tenant's own carriers deliver the printed paper, and which holidays apply there. */
export type TenantDeliveryArea = {
  /** Federal state whose public holidays apply: Baden-Württemberg or Bayern. */
  readonly state: 'BW' | 'BY';
  /** Zip code prefixes of the carrier delivery area. */
  readonly carrierZipPrefixes: readonly string[];
  /** Where the reader can choose another edition; absent when the publisher's service does it. */
  readonly editionsUrl?: string;
};
