import { object, type Infer } from 'superstruct';
import {
  contribute,
  definePlugin,
  defineLazyContribution,
  orderRequestContributors,
  priceRequestContributors,
  successNotes,
  summaryExtras,
} from '../../core/index.ts';
import { redeemedVoucher, voucherState } from './VoucherState.ts';

/** The voucher plugin takes no options. */
export type VoucherOptions = Record<string, never>;

const optionsSchema = object({});

const hasVoucher = (context: Parameters<typeof redeemedVoucher>[0]) => redeemedVoucher(context) !== undefined;

/**
 * Voucher codes (docs/vouchers.md, "Voucher codes"): the reader redeems a code in the offer summary; the price calls and the
 * order carry it, so the service computes the reduced price and counts the redemption.
 */
export function voucher(options: VoucherOptions = {}) {
  // Stored as given: the schema takes no key, so the tenant check names any option passed by mistake.
  const settings = { ...options } as Infer<typeof optionsSchema>;
  return definePlugin({
    id: 'voucher',
    options: settings,
    optionsSchema,
    state: [voucherState],
    contributes: [
      contribute(summaryExtras, {
        id: 'voucher',
        // A free offer takes no code.
        isActive: (context) => context.store.formData.value?.salesCampaign.withCosts === true,
        component: defineLazyContribution(() => import('./VoucherField.tsx'), { exportName: 'VoucherField' }),
        // The field's first look (voucher.css) is the standard space: the disclosure on a phone, label and input row wide.
        reservesSpace: true,
      }),
      contribute(successNotes, {
        id: 'voucher',
        component: defineLazyContribution(() => import('./VoucherField.tsx'), { exportName: 'VoucherSuccessNote' }),
      }),
      contribute(priceRequestContributors, {
        id: 'voucher',
        isActive: hasVoucher,
        contribute: (context) => ({ voucherCode: redeemedVoucher(context)?.code }),
      }),
      contribute(orderRequestContributors, {
        id: 'voucher',
        isActive: hasVoucher,
        contribute: (request, context) => ({ ...request, voucherCode: redeemedVoucher(context)?.code }),
      }),
    ],
  });
}
