import type { FunnelContext } from '../../core/index.ts';
import type { GiftRoleChoice } from './GiftRoleChoice.ts';
import { loggedInCustomerRole } from './loggedInCustomerRole.ts';

/** Records the role choice ('Weiter' of the role selection), which moves the start page on. */
export function chooseGiftRole(context: FunnelContext, choice: GiftRoleChoice): void {
  context.store.role.value = loggedInCustomerRole(choice);
}
