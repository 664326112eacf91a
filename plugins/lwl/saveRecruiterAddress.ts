import { clearedOrderFormValues } from './clearedOrderFormValues.ts';
import { moveToRecruiterAddresses, setFlowFlag, type FunnelContext } from '../../core/index.ts';
import { lwlRoleChoiceOf } from './lwlRoleChoiceOf.ts';
import { prefillEmailForReceiver } from './prefillEmailForReceiver.ts';
import type { RecruiterFormValues } from './RecruiterFormValues.ts';

const addressFields = ['salutation', 'firstName', 'lastName', 'street', 'streetNumber', 'zipCode', 'city', 'country', 'email'] as const;

/**
 * Saves the recruiter's address of an lwl order (later its agentAddresses) and sets
 * recruiterAddressesSaved (funnel.md section 4). A recruiting reader entered their own data: the
 * order form's addresses are cleared for the new subscriber's. A receiving reader keeps them and
 * gets their e-mail prefilled.
 */
export function saveRecruiterAddress(context: FunnelContext, values: RecruiterFormValues): void {
  const privateAddress: Record<string, string> = { postOfficeBox: '' };
  for (const field of addressFields) {
    const value = values[field]?.trim();
    if (value) privateAddress[field] = value;
  }
  const { recruiterAddresses } = moveToRecruiterAddresses({ privateAddress });
  const { postOfficeBox: _none, ...recruiter } = recruiterAddresses.privateAddress ?? {};
  context.store.recruiterAddresses.value = { privateAddress: recruiter };
  const choice = lwlRoleChoiceOf(context);
  const current = context.store.orderFormValues.value;
  if (choice !== 'receiving') {
    context.store.addresses.value = undefined;
    context.store.orderFormValues.value = clearedOrderFormValues(context);
    // The order form now takes the other person's names, which an existing customer's read-only names would block.
    const formData = context.store.formData.value;
    if (formData && formData.nameEditable === false) context.store.formData.value = { ...formData, nameEditable: true };
  } else if (current) {
    const email = prefillEmailForReceiver({ choice, userEmail: context.store.formData.value?.email, formEmail: current.email });
    if (email) context.store.orderFormValues.value = { ...current, email };
  }
  setFlowFlag(context.store, 'recruiterAddressesSaved', true);
}
