import { emptyOrderFormAddress } from './emptyOrderFormAddress.ts';
import type { OrderFormValues } from './OrderFormValues.ts';

/**
 * The initial values of an empty order form (funnel.md sections 3 and 9): private customer,
 * salutation and title '00', country DE if offered else the first option, nothing accepted.
 */
export function emptyOrderFormValues(options: { readonly countries: readonly string[] }): OrderFormValues {
  return {
    ...emptyOrderFormAddress(options.countries),
    customerType: 'private',
    email: '',
    phoneAreaCode: '',
    phoneSubscriberNumber: '',
    gpNr: '',
    deliveryAddressEnabled: false,
    deliveryAddress: emptyOrderFormAddress(options.countries),
    invoiceAddressEnabled: false,
    invoiceAddress: emptyOrderFormAddress(options.countries),
    termsAccepted: false,
    mailAdvertEnabled: false,
    telAdvertEnabled: false,
    startDate: '',
    plugins: {},
  };
}
