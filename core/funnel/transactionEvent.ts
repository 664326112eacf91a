import type { CreateOrderResponse } from '../api/entities/createOrderResponse.ts';
import { paymentMethodNameByKey } from '../api/entities/paymentMethodKey.ts';
import { roundToCents, toCents } from '../pricing/formatEuro.ts';
import type { TrackingEvent } from '../tracking/TrackingEvent.ts';
import { checkoutTypeOf } from './useCheckoutStep.ts';
import type { FunnelContext } from './FunnelContext.ts';
import { mainAddress } from './orderPartiesOf.ts';

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

/**
 * The cross id of the tracking transaction event (funnel.md section 7, platform.md section 4
 * "Tracking"): the SHA-256 hex of the trimmed, lower-cased e-mail; '' without an e-mail.
 */
export async function trackingCrossId(email: string | null | undefined): Promise<string> {
  const normalized = (email ?? '').trim().toLowerCase();
  return normalized === '' ? '' : sha256Hex(normalized);
}

/** The SHA-256 digest of a text (UTF-8) as lower-case hex, via Web Crypto (browsers and Node 24). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
