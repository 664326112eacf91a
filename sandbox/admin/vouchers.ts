import type { AdminHandler } from './AdminHandler.ts';
import { listVoucherEntries, findVoucher, storeVoucher, voucherEntryOf } from './voucherEntries.ts';
import { voucherInput } from '../../admin/api/voucherInput.ts';
import { diffFields } from '../domain/diffFields.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';
import { checkVoucherInput } from './checkVoucherInput.ts';
import { recordAudit } from './auditLog.ts';

/** GET {tenant}/vouchers: the tenant's voucher codes with their redemption counts (every staff role). */
export const handleVouchers: AdminHandler = (context, request) => ({ status: 200, json: listVoucherEntries(context.db, request.caller.tenant) });

/** POST {tenant}/vouchers: creates a code (admins and key users); 400 INVALID_VOUCHER with the failing fields; 201 with it. */
export const handleCreateVoucher: AdminHandler = (context, request) => {
  const { tenant } = request.caller;
  const input = checkVoucherInput(context.db, tenant, parseJsonBody(request.body, voucherInput));
  const now = context.now();
  const id = storeVoucher(context.db, tenant, input, now);
  const entry = voucherEntryOf(context.db, findVoucher(context.db, tenant, id)!);
  const { id: _id, redemptions: _count, ...audited } = entry;
  recordAudit(context.db, request.caller, now, { objectType: 'voucher', objectId: entry.code, action: 'created', changes: diffFields({}, audited) });
  return { status: 201, json: entry };
};
