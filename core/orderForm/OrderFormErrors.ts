import type { OrderFormAddressErrors } from './OrderFormAddressErrors.ts';

/** The final-form errors object of the order form, nested like `OrderFormValues`; a valid field is absent. */
export type OrderFormErrors = OrderFormAddressErrors & {
  email?: string;
  phoneAreaCode?: string;
  phoneSubscriberNumber?: string;
  gpNr?: string;
  termsAccepted?: string;
  deliveryAddress?: OrderFormAddressErrors;
  invoiceAddress?: OrderFormAddressErrors;
  /** Left for plugin sections; `validateOrderForm` never sets it. */
  plugins?: Record<string, unknown>;
};
