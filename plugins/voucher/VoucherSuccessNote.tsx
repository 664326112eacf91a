import type { FunnelContext } from '../../core/index.ts';
import { useTexts } from '../../core/ui.ts';
import { redeemedVoucher } from './redeemedVoucher.ts';
import { voucherFieldTexts } from './voucherFieldTexts.ts';

/** The success page names the code the order redeemed. */
export function VoucherSuccessNote({ context }: { readonly context: FunnelContext }) {
  const t = useTexts(voucherFieldTexts);
  const voucher = redeemedVoucher(context);
  return voucher ? <p>{t('successNote', { code: voucher.code })}</p> : null;
}
