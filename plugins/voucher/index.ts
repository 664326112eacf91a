import { literal, object, type Infer } from 'superstruct';
import {
  contribute,
  definePlugin,
  lazyWithTimeout,
  orderRequestContributors,
  persistedPluginState,
  priceRequestContributors,
  successNotes,
  summaryExtras,
} from '../../core/index.ts';
import { redeemedVoucher } from './redeemedVoucher.ts';
import { voucherStateKey, voucherStateSchema } from './VoucherState.ts';

/** Marks the plugin's code in a bundle; a build-output test looks for it. */
export const pluginMarker = 'aboflow-plugin:voucher';

/** The voucher plugin takes no options. */
export type VoucherOptions = Record<string, never>;

const optionsSchema = object({ marker: literal(pluginMarker) });

const hasVoucher = (context: Parameters<typeof redeemedVoucher>[0]) => redeemedVoucher(context) !== undefined;

/**
 * Voucher codes (README, "Voucher codes"): the reader redeems a code in the offer summary; the price calls and the
 * order carry it, so the service computes the reduced price and counts the redemption.
 */
export function voucher(options: VoucherOptions = {}) {
  // Stored as given: the schema takes no key but the marker, so the tenant check names any option passed by mistake.
  const settings = { ...options, marker: pluginMarker } as Infer<typeof optionsSchema>;
  return definePlugin({
    id: 'voucher',
    options: settings,
    optionsSchema,
    contributes: [
      contribute(summaryExtras, {
        id: 'voucher',
        // A free offer takes no code.
        isActive: (context) => context.store.formData.value?.salesCampaign.withCosts === true,
        component: lazyWithTimeout(() => import('./voucherComponents.ts').then((module) => ({ default: module.VoucherField }))),
      }),
      contribute(successNotes, {
        id: 'voucher',
        component: lazyWithTimeout(() => import('./voucherComponents.ts').then((module) => ({ default: module.VoucherSuccessNote }))),
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
      contribute(persistedPluginState, { id: voucherStateKey, schema: voucherStateSchema }),
    ],
  });
}
