import { addressTypeOf } from './addressTypeOf.ts';
import { isAddressFilled } from './isAddressFilled.ts';
import type { OrderFormAddress } from './OrderFormAddress.ts';
import { orderFormAddressFields } from './orderFormAddressFields.ts';
import type { OrderFormValues } from './OrderFormValues.ts';

function withAddressType(address: OrderFormAddress): OrderFormAddress {
  return { ...address, addressType: addressTypeOf(address) };
}

/**
 * The addresses the order sends (funnel.md section 5): a private customer sends the private address
 * only (without company fields); a business customer sends the business address plus the delivery
 * and invoice addresses that are enabled and filled. Every address carries the address type that
 * follows its post office box; addresses not sent are null.
 */
export function keptAddresses(values: OrderFormValues): {
  privateAddress: OrderFormAddress | null;
  businessAddress: OrderFormAddress | null;
  deliveryAddress: OrderFormAddress | null;
  invoiceAddress: OrderFormAddress | null;
} {
  const main: OrderFormAddress = {};
  for (const field of orderFormAddressFields) {
    const value = values[field];
    if (value !== undefined) Object.assign(main, { [field]: value });
  }
  if (values.customerType === 'private') {
    const privateAddress = withAddressType({
      ...main, companyName: '', companySuffix1: '', companySuffix2: '', companySuffix3: '',
    });
    return { privateAddress, businessAddress: null, deliveryAddress: null, invoiceAddress: null };
  }
  const optional = (enabled: boolean, address: OrderFormAddress) =>
    enabled && isAddressFilled(address) ? withAddressType(address) : null;
  return {
    privateAddress: null,
    businessAddress: withAddressType(main),
    deliveryAddress: optional(values.deliveryAddressEnabled, values.deliveryAddress),
    invoiceAddress: optional(values.invoiceAddressEnabled, values.invoiceAddress),
  };
}
