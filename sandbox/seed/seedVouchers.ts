import type { DatabaseSync } from 'node:sqlite';

/** A seeded code; the rest of its fields as in `VoucherRecord`. */
interface SeedVoucher {
  readonly tenant: string;
  readonly code: string;
  readonly description: string;
  readonly discountKind: 'percent' | 'amount';
  /** Percent, or cents off each billing period. */
  readonly discountValue: number;
  readonly months: number | null;
  readonly validFrom: string;
  readonly validUntil: string;
  readonly redemptionLimit: number | null;
  readonly oncePerCustomer: boolean;
  readonly campaignIds: readonly string[];
}

const open = { validFrom: '2025-01-01', validUntil: '2099-12-31' };

/** The codes sandbox/README.md lists under "Voucher codes". */
export const seedVouchers: readonly SeedVoucher[] = [
  {
    tenant: 'sz', code: 'WILLKOMMEN5', description: '5,00 € Rabatt in den ersten 3 Monaten', discountKind: 'amount', discountValue: 500,
    months: 3, ...open, redemptionLimit: null, oncePerCustomer: false, campaignIds: ['SZ-DIGITAL-STANDARD'],
  },
  {
    tenant: 'sz', code: 'ZEHNPROZENT', description: '10 % Rabatt für die ganze Laufzeit', discountKind: 'percent', discountValue: 10,
    months: null, ...open, redemptionLimit: null, oncePerCustomer: false, campaignIds: ['SZ-DIGITAL-STANDARD'],
  },
  {
    tenant: 'sz', code: 'SOMMER2025', description: 'Sommeraktion 2025: 50 % Rabatt für 3 Monate', discountKind: 'percent', discountValue: 50,
    months: 3, validFrom: '2025-06-01', validUntil: '2025-09-30', redemptionLimit: null, oncePerCustomer: false, campaignIds: ['SZ-DIGITAL-STANDARD'],
  },
  {
    tenant: 'sz', code: 'NUREINMAL', description: '2,00 € Rabatt jeden Monat, nur einmal einlösbar', discountKind: 'amount', discountValue: 200,
    months: null, ...open, redemptionLimit: 1, oncePerCustomer: false, campaignIds: ['SZ-DIGITAL-STANDARD'],
  },
  {
    tenant: 'stz', code: 'STZ-TREUE', description: '20 % Treuerabatt für 6 Monate', discountKind: 'percent', discountValue: 20,
    months: 6, ...open, redemptionLimit: null, oncePerCustomer: true,
    campaignIds: ['STZ-DIGITAL-STANDARD', 'STZ-PRINT-STANDARD', 'STZ-MAGAZIN-STANDARD'],
  },
];

/** Inserts a code with its campaigns; answers its id. */
export function insertVoucher(db: DatabaseSync, voucher: SeedVoucher, createdAt: string): number {
  const result = db
    .prepare(`INSERT INTO vouchers (tenant, code, description, discount_kind, discount_value, months, valid_from, valid_until,
      redemption_limit, once_per_customer, active, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`)
    .run(
      voucher.tenant, voucher.code, voucher.description, voucher.discountKind, voucher.discountValue, voucher.months,
      voucher.validFrom, voucher.validUntil, voucher.redemptionLimit, voucher.oncePerCustomer ? 1 : 0, createdAt,
    );
  const id = Number(result.lastInsertRowid);
  const campaign = db.prepare('INSERT INTO voucher_campaigns (voucher_id, campaign_id) VALUES (?, ?)');
  for (const campaignId of voucher.campaignIds) campaign.run(id, campaignId);
  return id;
}
