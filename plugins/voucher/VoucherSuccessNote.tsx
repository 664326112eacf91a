import { useEffect } from 'react';
import type { FunnelContext } from '../../core/index.ts';
import { useTexts } from '../../core/ui.ts';
import { redeemedVoucher } from './redeemedVoucher.ts';
import { rememberCode } from './rememberedCode.ts';
import { voucherFieldTexts } from './voucherFieldTexts.ts';

/** The success page names the code the order redeemed; the tab forgets it, so a next order starts without. */
export function VoucherSuccessNote({ context }: { readonly context: FunnelContext }) {
  const t = useTexts(voucherFieldTexts);
  const voucher = redeemedVoucher(context);
  const salesCampaignId = context.store.formData.value?.salesCampaign.salesCampaignId;
  useEffect(() => {
    if (salesCampaignId) rememberCode(salesCampaignId, undefined);
  }, [salesCampaignId]);
  return voucher ? <p>{t('successNote', { code: voucher.code })}</p> : null;
}
