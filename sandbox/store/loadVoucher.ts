import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import type { VoucherRecord } from './VoucherRecord.ts';

/** A `vouchers` row with its campaigns as a record. */
export function voucherOfRow(db: DatabaseSync, row: Record<string, SQLOutputValue>): VoucherRecord {
  const campaignIds = db
    .prepare('SELECT campaign_id FROM voucher_campaigns WHERE voucher_id = ? ORDER BY campaign_id')
    .all(row.id as number)
    .map((entry) => String(entry.campaign_id));
  return {
    id: Number(row.id),
    tenant: String(row.tenant),
    code: String(row.code),
    description: String(row.description),
    discountKind: row.discount_kind === 'amount' ? 'amount' : 'percent',
    discountValue: Number(row.discount_value),
    months: row.months === null ? null : Number(row.months),
    validFrom: String(row.valid_from),
    validUntil: String(row.valid_until),
    redemptionLimit: row.redemption_limit === null ? null : Number(row.redemption_limit),
    oncePerCustomer: Number(row.once_per_customer) === 1,
    active: Number(row.active) === 1,
    campaignIds,
  };
}

/** The tenant's code (already normalised), or undefined. */
export function loadVoucher(db: DatabaseSync, tenant: string, code: string): VoucherRecord | undefined {
  const row = db.prepare('SELECT * FROM vouchers WHERE tenant = ? AND code = ?').get(tenant, code);
  return row ? voucherOfRow(db, row) : undefined;
}

/** How many orders redeemed the code, in total and (with `customerKey`) by that customer. */
export function countRedemptions(db: DatabaseSync, voucherId: number, customerKey?: string): number {
  const row = customerKey === undefined
    ? db.prepare('SELECT COUNT(*) AS count FROM voucher_redemptions WHERE voucher_id = ?').get(voucherId)
    : db.prepare('SELECT COUNT(*) AS count FROM voucher_redemptions WHERE voucher_id = ? AND customer_key = ?').get(voucherId, customerKey);
  return Number(row?.count ?? 0);
}
