import type { CheckableAddress } from './AddressCheckResult.ts';
import { tenantDeliveryAreas } from './tenantDeliveryAreas.ts';

const POSTAL_DELIVERY =
  'Gerne senden wir Ihnen die Zeitung stattdessen mit der Post. Bei Postzustellung erreicht Sie Ihre Ausgabe im Laufe des Erscheinungstages.';

/**
 * Decides whether the tenant's carriers deliver the printed paper to an address, and if not,
 * the German text of the sub-title modal offering another edition or postal delivery
 * (funnel.md sections 4 and 8). Call it for print campaigns only.
 *
 * @throws Error when the tenant key is unknown.
 */
export function deliveryAreaInfo(address: CheckableAddress, tenantKey: string): CarrierDeliveryInfo {
  const area = tenantDeliveryAreas[tenantKey];
  if (area === undefined) {
    throw new Error(`Unknown tenant "${tenantKey}": add it to sandbox/domain/tenantDeliveryAreas.ts`);
  }
  const country = (address.country ?? '').trim().toUpperCase() || 'DE';
  const changeEdition = area.editionsUrl === undefined
    ? 'Für eine andere Lokalausgabe wenden Sie sich bitte an unseren Leserservice.'
    : 'Alternativ können Sie eine andere Ausgabe wählen, die an Ihrer Adresse zugestellt wird.';
  const outLink = area.editionsUrl === undefined ? {} : { subTitleOutLink: area.editionsUrl };

  if (country !== 'DE') {
    return {
      mailDeliveryOnly: true,
      subTitleInfoTextParagraphs: [
        'Ihre Lieferadresse liegt im Ausland. Dorthin können wir die Zeitung nicht durch unsere Zustellerinnen und Zusteller bringen lassen.',
        'Wir senden Ihnen die Zeitung mit der Post. Die Auslandszustellung kann einige Tage dauern.',
      ],
    };
  }
  if ((address.postOfficeBox ?? '').trim() !== '') {
    return {
      mailDeliveryOnly: true,
      subTitleInfoTextParagraphs: [
        'An ein Postfach kann die Zeitung nicht durch unsere Zustellerinnen und Zusteller gebracht werden.',
        POSTAL_DELIVERY,
      ],
    };
  }
  const zipCode = (address.zipCode ?? '').trim();
  if (area.carrierZipPrefixes.some((prefix) => zipCode.startsWith(prefix))) {
    return { mailDeliveryOnly: false, subTitleInfoTextParagraphs: [] };
  }
  return {
    mailDeliveryOnly: true,
    ...outLink,
    subTitleInfoTextParagraphs: [
      'Ihre Adresse liegt außerhalb unseres Zustellgebiets. Eine Zustellung durch unsere Zustellerinnen und Zusteller ist dort leider nicht möglich.',
      changeEdition,
      POSTAL_DELIVERY,
    ],
  };
}

/**
 * What the address check answers for a print campaign about carrier delivery
 * (funnel.md sections 3 and 8, "Delivery by carrier not possible").
 */
export type CarrierDeliveryInfo = {
  /** Carriers cannot deliver here; only postal delivery (or another edition) is possible. */
  readonly mailDeliveryOnly: boolean;
  /** Where the reader can change the edition. */
  readonly subTitleOutLink?: string;
  /** The German paragraphs of the sub-title modal; empty when carriers deliver. */
  readonly subTitleInfoTextParagraphs: readonly string[];
};
