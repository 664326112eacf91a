import type { CreateOrderResponse } from '../api/entities/createOrderResponse.ts';
import { trackingCrossId } from '../format/trackingCrossId.ts';
import { paymentMethodNameByKey } from '../api/entities/paymentMethodKey.ts';
import { roundToCents, toCents } from '../pricing/formatEuro.ts';
import type { TrackingEvent } from '../tracking/TrackingEvent.ts';
import { checkoutTypeOf } from './useCheckoutStep.ts';
import type { FunnelContext } from './FunnelContext.ts';
import { mainAddress } from './mainAddress.ts';

/** The transaction event of platform.md section 4. */
type TransactionEvent = Extract<TrackingEvent, { readonly type: 'transaction' }>;

function inCents(amount: number | null | undefined): number | undefined {
  return typeof amount === 'number' ? roundToCents(amount) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The tracking transaction event of a created order (funnel.md sections 7 and 9, platform.md
 * section 4): currency EUR, the order numbers, every price in cents as funnel.md section 4 wants
 * for prices sent on (the calculated price with `toCents`, the campaign's priceForTracking and
 * priceNetForTracking), the SHA-256 of the reader's e-mail as cross id (address, order form or
 * form data, in that order), the checkout type and the payment method's front-end name.
 */
export async function transactionEvent(context: FunnelContext, result: CreateOrderResponse): Promise<TransactionEvent> {
  const { store } = context;
  const campaign = store.formData.value?.salesCampaign;
  const email =
    text(mainAddress(store.addresses.value)?.email) ?? text(store.orderFormValues.value?.email) ?? text(store.formData.value?.email);
  const crossId = await trackingCrossId(email);
  const methodKey = store.payment.value.methodKey;
  return {
    type: 'transaction',
    currency: 'EUR',
    orderNumbers: [...result.orderNumbers],
    amountInCent: toCents(store.price.value.result),
    priceInCent: inCents(campaign?.priceForTracking),
    priceNetInCent: inCents(campaign?.priceNetForTracking),
    crossId: crossId === '' ? undefined : crossId,
    checkoutType: checkoutTypeOf(context),
    salesCampaignId: campaign?.salesCampaignId ?? '',
    paymentMethod: methodKey ? paymentMethodNameByKey[methodKey] : undefined,
  };
}
