import { enums } from 'superstruct';
import type { Infer } from 'superstruct';

/** The order roles (funnel.md section 3); sent as loggedInCustomerRole. */
export const orderRole = enums(['purchaser', 'recipient', 'agent']);

/** An order role. */
export type OrderRole = Infer<typeof orderRole>;
