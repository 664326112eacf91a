/** A stored code (docs/vouchers.md, "Voucher codes"; migration 0011). */
export interface VoucherRecord {
  readonly id: number;
  readonly tenant: string;
  readonly code: string;
  readonly description: string;
  /** `percent` off, or `amount` in cents off each billing period. */
  readonly discountKind: 'percent' | 'amount';
  readonly discountValue: number;
  /** How long the reduced price lasts; null for the whole term. */
  readonly months: number | null;
  /** First and last day (yyyy-MM-dd, both included) the code can be redeemed. */
  readonly validFrom: string;
  readonly validUntil: string;
  /** Redemptions allowed in total; null for no limit. */
  readonly redemptionLimit: number | null;
  readonly oncePerCustomer: boolean;
  readonly active: boolean;
  readonly campaignIds: readonly string[];
}
