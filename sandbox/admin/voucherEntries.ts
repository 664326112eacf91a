import type { DatabaseSync } from 'node:sqlite';
import type { VoucherEntry } from '../../admin/api/voucherEntry.ts';
import type { VoucherInput } from '../../admin/api/voucherInput.ts';
import { countRedemptions, voucherOfRow } from '../store/loadVoucher.ts';
import type { VoucherRecord } from '../store/VoucherRecord.ts';

/** A stored code as the admin screen shows it: amounts in euro, with its redemptions. */
export function voucherEntryOf(db: DatabaseSync, voucher: VoucherRecord): VoucherEntry {
  return {
    id: voucher.id,
    code: voucher.code,
    description: voucher.description,
    campaignIds: [...voucher.campaignIds],
    discountKind: voucher.discountKind,
    discountValue: voucher.discountKind === 'amount' ? voucher.discountValue / 100 : voucher.discountValue,
    months: voucher.months,
    validFrom: voucher.validFrom,
    validUntil: voucher.validUntil,
    redemptionLimit: voucher.redemptionLimit,
    oncePerCustomer: voucher.oncePerCustomer,
    active: voucher.active,
    redemptions: countRedemptions(db, voucher.id),
  };
}

/** The tenant's codes, by code. */
export function listVoucherEntries(db: DatabaseSync, tenant: string): VoucherEntry[] {
  return db
    .prepare('SELECT * FROM vouchers WHERE tenant = ? ORDER BY code')
    .all(tenant)
    .map((row) => voucherEntryOf(db, voucherOfRow(db, row)));
}

/** One of the tenant's codes by id, or undefined. */
export function findVoucher(db: DatabaseSync, tenant: string, id: number): VoucherRecord | undefined {
  const row = db.prepare('SELECT * FROM vouchers WHERE tenant = ? AND id = ?').get(tenant, id);
  return row ? voucherOfRow(db, row) : undefined;
}

/** Writes a checked input (code already normalised) as a new code or over the one with `id`; answers the id. */
export function storeVoucher(db: DatabaseSync, tenant: string, input: VoucherInput & { readonly code: string }, now: Date, id?: number): number {
  const cents = input.discountKind === 'amount' ? Math.round(input.discountValue * 100) : input.discountValue;
  const values = [
    input.code, input.description.trim(), input.discountKind, cents, input.months, input.validFrom, input.validUntil,
    input.redemptionLimit, input.oncePerCustomer ? 1 : 0, input.active ? 1 : 0,
  ] as const;
  let voucherId = id;
  if (voucherId === undefined) {
    const result = db
      .prepare(`INSERT INTO vouchers (code, description, discount_kind, discount_value, months, valid_from, valid_until, redemption_limit,
        once_per_customer, active, tenant, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(...values, tenant, now.toISOString());
    voucherId = Number(result.lastInsertRowid);
  } else {
    db.prepare(`UPDATE vouchers SET code = ?, description = ?, discount_kind = ?, discount_value = ?, months = ?, valid_from = ?,
      valid_until = ?, redemption_limit = ?, once_per_customer = ?, active = ? WHERE id = ? AND tenant = ?`).run(...values, voucherId, tenant);
    db.prepare('DELETE FROM voucher_campaigns WHERE voucher_id = ?').run(voucherId);
  }
  const campaign = db.prepare('INSERT INTO voucher_campaigns (voucher_id, campaign_id) VALUES (?, ?)');
  for (const campaignId of new Set(input.campaignIds)) campaign.run(voucherId, campaignId);
  return voucherId;
}
