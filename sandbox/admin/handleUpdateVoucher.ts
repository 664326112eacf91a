import { voucherInput } from '../../admin/api/voucherInput.ts';
import { diffFields } from '../domain/diffFields.ts';
import { apiFailure } from '../server/apiFailure.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { checkVoucherInput } from './checkVoucherInput.ts';
import { recordAudit } from './auditLog.ts';
import { findVoucher, storeVoucher, voucherEntryOf } from './voucherEntries.ts';

/**
 * PUT {tenant}/voucher/{voucherId}: changes a code's terms or deactivates it (`active: false`; admins and key users).
 * A redeemed code keeps its code and a limit not below its redemptions. 404 VOUCHER_NOT_FOUND; 400 INVALID_VOUCHER.
 */
export const handleUpdateVoucher: AdminHandler = (context, request) => {
  const { tenant } = request.caller;
  const voucher = findVoucher(context.db, tenant, Number(request.params.voucherId));
  if (!voucher) throw apiFailure(404, 'VOUCHER_NOT_FOUND');
  const before = voucherEntryOf(context.db, voucher);
  const input = checkVoucherInput(context.db, tenant, parseJsonBody(request.body, voucherInput), { voucher, redemptions: before.redemptions });
  const now = context.now();
  storeVoucher(context.db, tenant, input, now, voucher.id);
  const after = voucherEntryOf(context.db, findVoucher(context.db, tenant, voucher.id)!);
  recordAudit(context.db, request.caller, now, { objectType: 'voucher', objectId: after.code, action: 'updated', changes: diffFields(before, after) });
  return { status: 200, json: after };
};
