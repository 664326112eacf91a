import type { AddressesInput } from '../api/entities/addressesInput.ts';
import type { FormData } from '../api/entities/formData.ts';
import { paymentMethodKeyByName } from '../api/entities/paymentMethodKey.ts';
import type { FunnelContext } from './FunnelContext.ts';
import { initialOrderFormValues } from './orderFormValuesFromFormData.ts';
import { isCompleteForSkipAhead } from './isCompleteForSkipAhead.ts';
import { setFlowFlag } from './FlowFlags.ts';

/**
 * The skip-ahead of funnel.md section 4 for a customer whose saved addresses and payment data are complete: when the
 * campaign still offers the saved method, the store gets what Start would have sent and the reader goes on to
 * verification ('left'); otherwise Start shows its form ('ready'). A failed payment-methods call leads to the server
 * error page. A module of its own, loaded only for such a customer: the Start route's first scripts stay small without it.
 */
export async function skipAheadToVerification(context: FunnelContext, formData: FormData, savedAddresses: AddressesInput): Promise<'ready' | 'left'> {
  const { store, api, navigate } = context;
  if (!formData.paymentData || !isCompleteForSkipAhead(context, formData)) return 'ready';
  const country = savedAddresses.privateAddress?.country ?? savedAddresses.businessAddress?.country ?? 'DE';
  let offered: readonly string[];
  try {
    offered = await api.paymentMethods(formData.salesCampaign.salesCampaignId, country);
  } catch {
    navigate({ route: 'ErrorPage', type: 'server' });
    return 'left';
  }
  const method = formData.paymentData.paymentMethod ?? '';
  const methodKey = Object.hasOwn(paymentMethodKeyByName, method) ? paymentMethodKeyByName[method as keyof typeof paymentMethodKeyByName] : undefined;
  // Saved data for a method this campaign no longer offers goes through the payment page.
  if (!methodKey || !offered.includes(methodKey)) return 'ready';
  store.payment.value = { methodKey, billingFrequency: formData.paymentData.billingFrequency ?? undefined, paymentData: formData.paymentData };
  store.addresses.value = savedAddresses;
  // The order carries what Start would have sent: the customer number and the plugins' defaults (pva).
  store.orderFormValues.value = initialOrderFormValues(context, formData);
  setFlowFlag(store, 'paymentMethodSelected', true);
  setFlowFlag(store, 'billingFrequencySelected', true);
  navigate({ route: 'VerificationPage' });
  return 'left';
}
