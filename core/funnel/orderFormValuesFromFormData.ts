import type { Address } from '../api/entities/address.ts';
import type { FormData } from '../api/entities/formData.ts';
import { defaultDistrict } from '../orderForm/defaultDistrict.ts';
import { emptyOrderFormAddress } from '../orderForm/emptyOrderFormAddress.ts';
import { emptyOrderFormValues } from '../orderForm/emptyOrderFormValues.ts';
import type { OrderFormAddress } from '../orderForm/OrderFormAddress.ts';
import type { OrderFormValues } from '../orderForm/OrderFormValues.ts';
import { splitPhone } from '../orderForm/splitPhone.ts';
import { formSections } from '../extensionPoints/formSections.ts';
import type { FunnelContext } from './FunnelContext.ts';

const textFields = [
  'salutation', 'title', 'firstName', 'lastName', 'companyName', 'companySuffix1', 'companySuffix2', 'companySuffix3',
  'street', 'streetNumber', 'floor', 'room', 'additionalInfo', 'addressAddition', 'zipCode', 'city',
  'postOfficeBox', 'postOfficeBoxZipCode', 'postOfficeBoxCity', 'country', 'district',
] as const;

function fromAddress(address: Address | null | undefined, countries: readonly string[], district: string): OrderFormAddress {
  const result: OrderFormAddress = emptyOrderFormAddress(countries, district);
  if (!address) return result;
  for (const field of textFields) {
    const value = address[field];
    if (typeof value === 'string' && value !== '') result[field] = value;
  }
  if (result.country && !countries.includes(result.country)) result.country = emptyOrderFormAddress(countries).country;
  result.addressType = result.postOfficeBox ? 'postOfficeBox' : 'street';
  return result;
}

/**
 * The order form's first values: the customer's known data from the initial load, else the spec's
 * defaults (district by `defaultDistrict`).
 */
export function orderFormValuesFromFormData(formData: FormData): OrderFormValues {
  const countries = Object.keys(formData.countries);
  const district = defaultDistrict(formData.regionSelectionOptions);
  const business = formData.addresses?.businessAddress;
  const main = business ?? formData.addresses?.privateAddress;
  const phone = splitPhone(main?.phone ?? '');
  return {
    ...emptyOrderFormValues({ countries, district }),
    ...fromAddress(main, countries, district),
    customerType: business ? 'business' : 'private',
    email: formData.email ?? main?.email ?? '',
    phoneAreaCode: phone.areaCode,
    phoneSubscriberNumber: phone.subscriberNumber,
    gpNr: formData.gpNr ?? '',
    deliveryAddressEnabled: Boolean(formData.addresses?.deliveryAddress),
    deliveryAddress: fromAddress(formData.addresses?.deliveryAddress, countries, district),
    invoiceAddressEnabled: Boolean(formData.addresses?.invoiceAddress),
    invoiceAddress: fromAddress(formData.addresses?.invoiceAddress, countries, district),
    startDate: formData.startDate ?? '',
  };
}

/**
 * The order form's values before the reader changes anything: the form data's values
 * (`orderFormValuesFromFormData`, with the customer number) and each active plugin section's
 * initial values (e.g. the region plugin's default pva). Start opens with them, and a skip-ahead
 * orders with them.
 */
export function initialOrderFormValues(context: FunnelContext, formData: FormData): OrderFormValues {
  const plugins: Record<string, unknown> = {};
  for (const section of context.plugins.get(formSections)) {
    if (section.isActive(context)) plugins[section.id] = section.initialValues?.(context) ?? {};
  }
  return { ...orderFormValuesFromFormData(formData), plugins };
}
