import type { OrderFormAddress } from './OrderFormAddress.ts';

/**
 * The values of the order form (funnel.md sections 3 and 5). The main address (private or
 * business, by `customerType`) sits at the top level; delivery and invoice addresses are nested.
 * Plugin sections keep their fields under `plugins[sectionId]`.
 */
export interface OrderFormValues extends OrderFormAddress {
  /** Privatkunden or Geschäftskunden. */
  customerType: 'private' | 'business';
  email?: string;
  phoneAreaCode?: string;
  phoneSubscriberNumber?: string;
  /** Existing customer number (10 digits), optional. */
  gpNr?: string;
  deliveryAddressEnabled: boolean;
  deliveryAddress: OrderFormAddress;
  invoiceAddressEnabled: boolean;
  invoiceAddress: OrderFormAddress;
  termsAccepted: boolean;
  mailAdvertEnabled: boolean;
  telAdvertEnabled: boolean;
  /** Chosen subscription start, ISO yyyy-MM-dd. */
  startDate?: string;
  plugins: Record<string, unknown>;
}
