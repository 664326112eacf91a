import { diffFields } from '../domain/diffFields.ts';
import { apiFailure } from '../server/apiFailure.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { recordAudit } from './auditLog.ts';
import { findVoucher, voucherEntryOf } from './voucherEntries.ts';

/**
 * DELETE {tenant}/voucher/{voucherId}: removes a code no order redeemed (a mistyped one; admins and key users). A
 * redeemed code stays, since orders name it: 409 VOUCHER_REDEEMED (deactivate it instead). 404 VOUCHER_NOT_FOUND; 204.
 */
export const handleDeleteVoucher: AdminHandler = (context, request) => {
  const { tenant } = request.caller;
  const voucher = findVoucher(context.db, tenant, Number(request.params.voucherId));
  if (!voucher) throw apiFailure(404, 'VOUCHER_NOT_FOUND');
  const entry = voucherEntryOf(context.db, voucher);
  if (entry.redemptions > 0) {
    throw apiFailure(409, 'VOUCHER_REDEEMED', { message: 'Ein eingelöster Gutscheincode bleibt erhalten. Sie können ihn deaktivieren.' });
  }
  context.db.prepare('DELETE FROM voucher_campaigns WHERE voucher_id = ?').run(voucher.id);
  context.db.prepare('DELETE FROM vouchers WHERE id = ? AND tenant = ?').run(voucher.id, tenant);
  const { id: _id, redemptions: _count, ...audited } = entry;
  recordAudit(context.db, request.caller, context.now(), { objectType: 'voucher', objectId: entry.code, action: 'deleted', changes: diffFields(audited, {}) });
  return { status: 204 };
};
