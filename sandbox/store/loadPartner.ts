import type { DatabaseSync } from 'node:sqlite';
import type { PartnerRecord } from './PartnerRecord.ts';

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
