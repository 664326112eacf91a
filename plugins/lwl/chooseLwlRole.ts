import type { FunnelContext } from '../../core/index.ts';
import { loggedInCustomerRole } from './loggedInCustomerRole.ts';
import type { LwlRoleChoice } from './LwlRoleChoice.ts';

/** Records the role choice ('Weiter' of the role selection), which moves the start page on. */
export function chooseLwlRole(context: FunnelContext, choice: LwlRoleChoice): void {
  context.store.role.value = loggedInCustomerRole(choice);
}
