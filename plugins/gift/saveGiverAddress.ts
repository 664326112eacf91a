import { type FunnelContext, type SecondPersonFormValues, saveSecondPersonAddresses } from '../../core/index.ts';
import { giftRoleChoiceOf } from './GiftRoleChoice.ts';

/**
 * Saves the giver's (purchaser's) address of a gift order as the recruiter addresses (funnel.md
 * section 4). When the reader is the giver, the addresses were their own: the order form is cleared
 * for the recipient's.
 */
export function saveGiverAddress(context: FunnelContext, values: SecondPersonFormValues): void {
  saveSecondPersonAddresses(context, values, { ownData: giftRoleChoiceOf(context) !== 'recipient' });
}
