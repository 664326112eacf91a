import { emptyOrderFormAddress } from './emptyOrderFormAddress.ts';
import type { OrderFormValues } from './OrderFormValues.ts';

/**
 * The initial values of an empty order form (funnel.md sections 3 and 9): private customer,
 * salutation and title '00', country DE if offered else the first option, district '-' unless
 * given, nothing accepted.
 */
export function emptyOrderFormValues(options: { readonly countries: readonly string[]; readonly district?: string }): OrderFormValues {
  return {
    ...emptyOrderFormAddress(options.countries, options.district),
    customerType: 'private',
    email: '',
    phoneAreaCode: '',
    phoneSubscriberNumber: '',
    gpNr: '',
    deliveryAddressEnabled: false,
    deliveryAddress: emptyOrderFormAddress(options.countries, options.district),
    invoiceAddressEnabled: false,
    invoiceAddress: emptyOrderFormAddress(options.countries, options.district),
    termsAccepted: false,
    mailAdvertEnabled: false,
    telAdvertEnabled: false,
    startDate: '',
    plugins: {},
  };
}
