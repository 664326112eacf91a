import { clearedOrderFormValues } from './clearedOrderFormValues.ts';
import { moveToRecruiterAddresses, setFlowFlag, type FunnelContext } from '../../core/index.ts';
import { giftRoleChoiceOf } from './giftRoleChoiceOf.ts';
import type { RecruiterFormValues } from './RecruiterFormValues.ts';

const addressFields = ['salutation', 'firstName', 'lastName', 'street', 'streetNumber', 'zipCode', 'city', 'country', 'email'] as const;

/**
 * Saves the giver's (purchaser's) address of a gift order as the recruiter addresses and sets
 * recruiterAddressesSaved (funnel.md section 4). When the reader is the giver, the addresses were
 * their own: the order form's addresses are cleared for the recipient's.
 */
export function saveGiverAddress(context: FunnelContext, values: RecruiterFormValues): void {
  const privateAddress: Record<string, string> = { postOfficeBox: '' };
  for (const field of addressFields) {
    const value = values[field]?.trim();
    if (value) privateAddress[field] = value;
  }
  const { recruiterAddresses } = moveToRecruiterAddresses({ privateAddress });
  const { postOfficeBox: _none, ...giver } = recruiterAddresses.privateAddress ?? {};
  context.store.recruiterAddresses.value = { privateAddress: giver };
  if (giftRoleChoiceOf(context) !== 'recipient') {
    context.store.addresses.value = undefined;
    context.store.orderFormValues.value = clearedOrderFormValues(context);
    // The order form now takes the other person's names, which an existing customer's read-only names would block.
    const formData = context.store.formData.value;
    if (formData && formData.nameEditable === false) context.store.formData.value = { ...formData, nameEditable: true };
  }
  setFlowFlag(context.store, 'recruiterAddressesSaved', true);
}
