import type { FunnelContext } from '../../core/index.ts';
import type { GiftRoleChoice } from './GiftRoleChoice.ts';

/** The logged-in reader's gift role from the store's role, undefined while none was chosen. */
export function giftRoleChoiceOf(context: FunnelContext): GiftRoleChoice | undefined {
  const role = context.store.role.value;
  return role === 'recipient' || role === 'purchaser' ? role : undefined;
}
