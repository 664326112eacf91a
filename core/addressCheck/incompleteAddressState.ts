import type { OrderFormValues } from '../orderForm/OrderFormValues.ts';
import { trimmedText } from '../orderForm/trimmedText.ts';

const personalFields = new Set(['salutation', 'firstName', 'lastName', 'companyName']);
const addressFields = new Set([
  'salutation', 'firstName', 'lastName', 'companyName', 'street', 'streetNumber', 'zipCode', 'city',
  'postOfficeBox', 'postOfficeBoxZipCode', 'postOfficeBoxCity', 'country',
]);

function valueAt(values: OrderFormValues, name: string): string {
  const value = name.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), values);
  const text = typeof value === 'string' ? trimmedText(value) : '';
  return text === '00' ? '' : text;
}

/**
 * What the address banner says after a submit that failed the form's own validation (funnel.md
 * section 8, "Address"): 'personalDataIncomplete' when salutation, a name or the company name of the
 * main address is missing; else 'formIncomplete' ('Bitte füllen Sie alle Pflichtfelder aus') when a
 * field of the main, delivery or invoice address is missing; undefined when only malformed values
 * (too short, wrong format) or fields outside the addresses fail, which the error summary names.
 *
 * @param errorNames the failing fields, as `flattenErrors` names them ('street', 'deliveryAddress.city').
 */
export function incompleteAddressState(values: OrderFormValues, errorNames: readonly string[]): 'personalDataIncomplete' | 'formIncomplete' | undefined {
  const missing = errorNames.filter((name) => addressFields.has(name.replace(/^(deliveryAddress|invoiceAddress)\./, '')) && valueAt(values, name) === '');
  if (missing.some((name) => personalFields.has(name))) return 'personalDataIncomplete';
  return missing.length > 0 ? 'formIncomplete' : undefined;
}

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
