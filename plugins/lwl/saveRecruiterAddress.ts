import { type FunnelContext, type SecondPersonFormValues, saveSecondPersonAddresses } from '../../core/index.ts';
import { lwlRoleChoiceOf } from './LwlRoleChoice.ts';
import { prefillEmailForReceiver } from './prefillEmailForReceiver.ts';

/**
 * Saves the recruiter's address of an lwl order (later its agentAddresses, funnel.md section 4). A
 * recruiting reader entered their own data: the order form is cleared for the new subscriber's. A
 * receiving reader keeps their data and gets their e-mail prefilled.
 */
export function saveRecruiterAddress(context: FunnelContext, values: SecondPersonFormValues): void {
  const choice = lwlRoleChoiceOf(context);
  saveSecondPersonAddresses(context, values, { ownData: choice !== 'receiving' });
  const current = context.store.orderFormValues.value;
  if (choice !== 'receiving' || !current) return;
  const email = prefillEmailForReceiver({ choice, userEmail: context.store.formData.value?.email, formEmail: current.email });
  if (email) context.store.orderFormValues.value = { ...current, email };
}
