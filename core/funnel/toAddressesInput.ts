import type { AddressesInput } from '../api/entities/addressesInput.ts';
import type { AddressInput } from '../api/entities/addressInput.ts';
import { joinPhone } from '../orderForm/joinPhone.ts';
import { keptAddresses } from '../orderForm/keptAddresses.ts';
import type { OrderFormAddress } from '../orderForm/OrderFormAddress.ts';
import type { OrderFormValues } from '../orderForm/OrderFormValues.ts';

function toAddressInput(address: OrderFormAddress, extra: Partial<AddressInput>): AddressInput {
  const input: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(address)) {
    if (field === 'addressType' || typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (trimmed !== '') input[field] = trimmed;
  }
  input.addressType = address.addressType === 'postOfficeBox' ? 'Postfachadresse' : 'Straßenadresse';
  return { ...(input as AddressInput), ...extra };
}

/**
 * The addresses the order form sends (funnel.md section 5): private customers their private
 * address only, business customers the business address plus the delivery and invoice addresses
 * that are enabled and filled. E-mail and phone travel with the main address.
 */
export function toAddressesInput(values: OrderFormValues): AddressesInput {
  const kept = keptAddresses(values);
  const phone = joinPhone(values.phoneAreaCode, values.phoneSubscriberNumber);
  const contact: Partial<AddressInput> = {
    ...(values.email?.trim() ? { email: values.email.trim() } : {}),
    ...(phone ? { phone } : {}),
  };
  return {
    privateAddress: kept.privateAddress ? toAddressInput(kept.privateAddress, { ...contact, businessAddress: false }) : null,
    businessAddress: kept.businessAddress ? toAddressInput(kept.businessAddress, { ...contact, businessAddress: true }) : null,
    deliveryAddress: kept.deliveryAddress ? toAddressInput(kept.deliveryAddress, {}) : null,
    invoiceAddress: kept.invoiceAddress ? toAddressInput(kept.invoiceAddress, {}) : null,
  };
}
