import type { VoucherEntry } from '../api/voucherEntry.ts';
import type { VoucherInput } from '../api/voucherInput.ts';

/** The voucher form as typed: every field a string or flag; numbers are read on sending. */
export interface VoucherFormValues {
  readonly code: string;
  readonly description: string;
  /** Campaign ids, separated by commas or spaces. */
  readonly campaignIds: string;
  readonly discountKind: 'percent' | 'amount';
  readonly discountValue: string;
  /** Empty: the whole term. */
  readonly months: string;
  readonly validFrom: string;
  readonly validUntil: string;
  /** Empty: no limit. */
  readonly redemptionLimit: string;
  readonly oncePerCustomer: boolean;
  readonly active: boolean;
}

/** A new code's form. */
export const emptyVoucherForm: VoucherFormValues = {
  code: '', description: '', campaignIds: '', discountKind: 'percent', discountValue: '', months: '', validFrom: '', validUntil: '',
  redemptionLimit: '', oncePerCustomer: false, active: true,
};

// A German decimal comma counts as the point; an empty or unreadable number is sent as NaN for the rules to name.
const numberOf = (text: string) => Number(text.trim().replace(',', '.') || Number.NaN);
const optionalNumber = (text: string) => (text.trim() === '' ? null : numberOf(text));

/** The request body of a filled form; the server checks it with `validateVoucher` and names failing fields. */
export function toVoucherInput(values: VoucherFormValues): VoucherInput {
  return {
    code: values.code,
    description: values.description,
    campaignIds: values.campaignIds.split(/[\s,;]+/).filter(Boolean),
    discountKind: values.discountKind,
    discountValue: numberOf(values.discountValue),
    months: optionalNumber(values.months),
    validFrom: values.validFrom,
    validUntil: values.validUntil,
    redemptionLimit: optionalNumber(values.redemptionLimit),
    oncePerCustomer: values.oncePerCustomer,
    active: values.active,
  };
}

/** A stored code's form, for editing. */
export function formValuesOf(entry: VoucherEntry): VoucherFormValues {
  return {
    code: entry.code,
    description: entry.description,
    campaignIds: entry.campaignIds.join(', '),
    discountKind: entry.discountKind,
    discountValue: String(entry.discountValue).replace('.', ','),
    months: entry.months === null ? '' : String(entry.months),
    validFrom: entry.validFrom,
    validUntil: entry.validUntil,
    redemptionLimit: entry.redemptionLimit === null ? '' : String(entry.redemptionLimit),
    oncePerCustomer: entry.oncePerCustomer,
    active: entry.active,
  };
}
