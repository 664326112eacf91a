import type { Addresses } from '../api/entities/addresses.ts';
import { isNameEditable } from '../orderForm/isNameEditable.ts';
import { moveToSecondPersonAddresses } from '../orderForm/moveToSecondPersonAddresses.ts';
import type { SecondPersonFormValues } from '../orderForm/SecondPersonFormValues.ts';
import { clearedOrderFormValues } from './clearedOrderFormValues.ts';
import type { FunnelContext } from './FunnelContext.ts';
import { setFlowFlag } from './FlowFlags.ts';

const personFields = ['salutation', 'firstName', 'lastName', 'country', 'email'] as const;
const streetFields = ['street', 'streetNumber', 'floor', 'room', 'additionalInfo', 'zipCode', 'city'] as const;
const boxFields = ['postOfficeBox', 'postOfficeBoxZipCode', 'postOfficeBoxCity'] as const;

/**
 * Saves the recruiter or giver address form as the recruiter addresses and sets
 * secondPersonAddressesSaved (funnel.md section 4): the fields of the chosen variant, street or post
 * office box, typed 'Postfachadresse' when a box is present, else 'Straßenadresse'. With `ownData`
 * (a giver or recruiter entered their own data) the order form is cleared for the other person's,
 * whose names it must then accept; a later save of a corrected giver or recruiter keeps that data.
 */
export function saveSecondPersonAddresses(context: FunnelContext, values: SecondPersonFormValues, options: { readonly ownData: boolean }): void {
  const privateAddress: Record<string, string> = {};
  const variantFields = values.addressType === 'postOfficeBox' ? boxFields : streetFields;
  for (const field of [...personFields, ...variantFields]) {
    const value = values[field]?.trim();
    if (value) privateAddress[field] = value;
  }
  const { secondPersonAddresses } = moveToSecondPersonAddresses({ privateAddress });
  // Saved before (the reader came back to correct it): the order form already holds the other person's data, which stays.
  const firstSave = context.store.secondPersonAddresses.value === undefined;
  context.store.secondPersonAddresses.value = { privateAddress: secondPersonAddresses.privateAddress };
  if (options.ownData && firstSave) {
    context.store.addresses.value = undefined;
    context.store.orderFormValues.value = clearedOrderFormValues(context);
    // The order form now takes the other person's names, which an existing customer's read-only names would block.
    const formData = context.store.formData.value;
    if (formData && !isNameEditable(formData.addresses)) {
      context.store.formData.value = { ...formData, addresses: withEditableNames(formData.addresses) };
    }
  }
  setFlowFlag(context.store, 'secondPersonAddressesSaved', true);
}

function withEditableNames(addresses: Addresses): Addresses {
  const editable = (address: Addresses['privateAddress']) => (address ? { ...address, nameEditable: true } : address);
  return { ...addresses, privateAddress: editable(addresses.privateAddress), businessAddress: editable(addresses.businessAddress) };
}
