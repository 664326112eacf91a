import type { DatabaseSync } from 'node:sqlite';
import type { VoucherInput } from '../../admin/api/voucherInput.ts';
import type { FieldError } from '../../admin/rules/FieldError.ts';
import { validateVoucher } from '../../admin/rules/validateVoucher.ts';
import { normalizeVoucherCode } from '../../core/api/entities/voucherCode.ts';
import { apiFailure } from '../server/apiFailure.ts';
import type { VoucherRecord } from '../store/VoucherRecord.ts';

/**
 * A voucher input the server stores, with its code normalised, or 400 INVALID_VOUCHER with the failing fields:
 * `validateVoucher`'s rules, campaigns of the tenant only, a code no other of the tenant's codes has, and for a redeemed
 * code (`before`) the same code and a limit not below the redemptions so far.
 */
export function checkVoucherInput(
  db: DatabaseSync,
  tenant: string,
  input: VoucherInput,
  before?: { readonly voucher: VoucherRecord; readonly redemptions: number },
): VoucherInput & { readonly code: string } {
  const fields: FieldError[] = validateVoucher(input);
  const code = normalizeVoucherCode(input.code) ?? '';
  const known = new Set(db.prepare('SELECT id FROM campaigns WHERE tenant = ?').all(tenant).map((row) => String(row.id)));
  const foreign = input.campaignIds.filter((id) => !known.has(id));
  if (foreign.length > 0) fields.push({ path: 'campaignIds', message: `Diese Angebote gibt es hier nicht: ${foreign.join(', ')}.` });
  const same = code ? db.prepare('SELECT id FROM vouchers WHERE tenant = ? AND code = ?').get(tenant, code) : undefined;
  if (same && Number(same.id) !== before?.voucher.id) fields.push({ path: 'code', message: 'Diesen Code gibt es schon.' });
  if (before && before.redemptions > 0 && code !== before.voucher.code) {
    fields.push({ path: 'code', message: 'Ein eingelöster Code lässt sich nicht mehr ändern.' });
  }
  if (before && input.redemptionLimit !== null && input.redemptionLimit < before.redemptions) {
    fields.push({ path: 'redemptionLimit', message: `Der Code wurde schon ${before.redemptions}-mal eingelöst.` });
  }
  if (fields.length > 0) throw apiFailure(400, 'INVALID_VOUCHER', { message: 'Bitte prüfen Sie die markierten Felder.', fields });
  return { ...input, code };
}
