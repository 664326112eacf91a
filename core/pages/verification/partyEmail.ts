import type { FormData } from '../../api/entities/formData.ts';
import type { OrderParty } from '../../extensionPoints/orderParties.ts';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { mainAddress } from '../../funnel/mainAddress.ts';

/**
 * The e-mail address of one person of the order: the one in their main address, else one kept
 * outside it (typed in the order form, or the logged-in reader's own); '' when none is known.
 */
export function partyEmail(context: FunnelContext, formData: FormData | undefined, party: OrderParty): string {
  const main = mainAddress(party.addresses ?? {});
  const typed = party.enteredIn === 'orderForm' ? context.store.orderFormValues.value?.email?.trim() : undefined;
  return main?.email?.trim() || typed || (party.isReader ? formData?.email?.trim() : undefined) || '';
}
