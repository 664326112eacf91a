import type { AdminHandler } from './AdminHandler.ts';
import { listVoucherEntries } from './voucherEntries.ts';

/** GET {tenant}/vouchers: the tenant's voucher codes with their redemption counts (every staff role). */
export const handleVouchers: AdminHandler = (context, request) => ({ status: 200, json: listVoucherEntries(context.db, request.caller.tenant) });
