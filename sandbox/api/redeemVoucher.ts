import { apiFailure } from '../server/apiFailure.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import { countRedemptions } from '../store/loadVoucher.ts';
import type { VoucherRecord } from '../store/VoucherRecord.ts';

/**
 * Records one redemption of a code for an order, inside the order's transaction: counted again there, so a code with
 * a limit (or once per customer) is never redeemed past it, whatever was checked before (409 VOUCHER_USED_UP).
 */
export function redeemVoucher(
  context: SandboxContext,
  voucher: VoucherRecord,
  redemption: { readonly orderNumber: string; readonly customerKey: string; readonly now: Date },
): void {
  const { db } = context;
  const overLimit = voucher.redemptionLimit !== null && countRedemptions(db, voucher.id) >= voucher.redemptionLimit;
  const usedByCustomer = voucher.oncePerCustomer && countRedemptions(db, voucher.id, redemption.customerKey) > 0;
  if (overLimit || usedByCustomer) throw apiFailure(409, 'VOUCHER_USED_UP');
  db.prepare('INSERT INTO voucher_redemptions (voucher_id, order_number, customer_key, created_at) VALUES (?, ?, ?, ?)')
    .run(voucher.id, redemption.orderNumber, redemption.customerKey, redemption.now.toISOString());
}
