import type { DatabaseSync } from 'node:sqlite';
import type { Addresses } from '../../core/api/entities/addresses.ts';
import type { PaymentData } from '../../core/api/entities/paymentData.ts';

/** The business partner with this customer number. */
export function loadPartner(db: DatabaseSync, gpNr: string): PartnerRecord | undefined {
  const row = db.prepare('SELECT * FROM partners WHERE gp_nr = ?').get(gpNr);
  if (!row) return undefined;
  return {
    gpNr: String(row.gp_nr),
    tenant: String(row.tenant),
    status: String(row.status),
    business: Number(row.business) === 1,
    lastName: String(row.last_name),
    addresses: JSON.parse(String(row.addresses)),
    paymentData: row.payment_data === null ? null : JSON.parse(String(row.payment_data)),
    mmNumber: row.mm_number === null ? null : String(row.mm_number),
    district: row.district === null ? null : String(row.district),
    csvPending: Number(row.csv_pending) === 1,
    sapUnavailable: Number(row.sap_unavailable) === 1,
  };
}

/** A stored business partner (customer number). */
export interface PartnerRecord {
  readonly gpNr: string;
  readonly tenant: string;
  readonly status: string;
  readonly business: boolean;
  readonly lastName: string;
  readonly addresses: Addresses;
  readonly paymentData: PaymentData | null;
  readonly mmNumber: string | null;
  readonly district: string | null;
  readonly csvPending: boolean;
  readonly sapUnavailable: boolean;
}

/** Whether the partner has an active subscription (`trial` false) or a used trial (`trial` true) of the product. */
export function hasSubscription(db: DatabaseSync, gpNr: string, product: string, trial: boolean): boolean {
  const row = trial
    ? db.prepare('SELECT 1 FROM subscriptions WHERE gp_nr = ? AND product = ? AND trial = 1').get(gpNr, product)
    : db.prepare('SELECT 1 FROM subscriptions WHERE gp_nr = ? AND product = ? AND trial = 0 AND active = 1').get(gpNr, product);
  return row !== undefined;
}
