import type { FunnelContext } from '../../core/index.ts';
import type { LwlRoleChoice } from './LwlRoleChoice.ts';

/** The logged-in reader's lwl role from the store's role ('purchaser' receiving, 'agent' recruiting), undefined while none was chosen. */
export function lwlRoleChoiceOf(context: FunnelContext): LwlRoleChoice | undefined {
  const role = context.store.role.value;
  if (role === 'purchaser') return 'receiving';
  return role === 'agent' ? 'recruiting' : undefined;
}
