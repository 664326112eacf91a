import type { FormData } from '../api/entities/formData.ts';
import type { Tenant } from '../tenant/defineTenant.ts';

/**
 * Whether this order may go without a postal address, with the dummy address in its place
 * (funnel.md sections 3, 4 and 9): the campaign allows it (`orderWithoutAddress`) and the tenant
 * lets campaigns decide that (`orderWithoutAddressCustomizable`). A tenant with the flag off
 * always demands the address and never sends the dummy address.
 */
export function mayOrderWithoutAddress(tenant: Pick<Tenant, 'flags'>, formData: Pick<FormData, 'orderWithoutAddress'>): boolean {
  return tenant.flags.orderWithoutAddressCustomizable && formData.orderWithoutAddress === true;
}
