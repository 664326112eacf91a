import type { Signal } from '@preact/signals-core';
import type { AddressesInput } from '../api/entities/addressesInput.ts';
import type { CreateOrderResponse } from '../api/entities/createOrderResponse.ts';
import type { DeliveryDateInfo } from '../api/entities/deliveryDateInfo.ts';
import type { FormData } from '../api/entities/formData.ts';
import type { OrderRole } from '../api/entities/orderRole.ts';
import type { PaymentData } from '../api/entities/paymentData.ts';
import type { PaymentMethodKey } from '../api/entities/paymentMethodKey.ts';
import type { PriceResult } from '../api/entities/priceResult.ts';
import type { OrderFormValues } from '../orderForm/OrderFormValues.ts';
import type { EntryParams } from './EntryParams.ts';
import type { FlowFlags } from './FlowFlags.ts';

/** What the login check found (platform.md section 7, isLoggedIn). */
export type LoginState =
  | { readonly status: 'unknown' }
  | { readonly status: 'loggedIn' }
  | { readonly status: 'loggedOut'; readonly serviceTicketUrl: string | undefined };

/** The reader's payment choice (funnel.md section 5, "Payment data"). */
export interface PaymentSelection {
  readonly methodKey: PaymentMethodKey | undefined;
  readonly billingFrequency: string | undefined;
  readonly paymentData: PaymentData | undefined;
  /**
   * The payment-service process that paid, after a provider's round trip: order/create names it, and the service
   * takes the card or PayPal code from it (docs/security.md, "Security model").
   */
  readonly processId?: string | undefined;
}

/** The price display's inputs: the last price answer and the delivery-date info. */
export interface PriceState {
  readonly result: PriceResult | undefined;
  readonly deliveryDateInfo: DeliveryDateInfo | undefined;
  /** The price or delivery-date call failed: the start date falls back to the tenant offset. */
  readonly callFailed: boolean;
}

/**
 * The funnel's whole state as signals. Everything an order needs lives here, so that it can be
 * persisted before a payment round trip and restored after it (platform.md section 4).
 */
export interface FunnelStore {
  readonly entry: Signal<EntryParams>;
  readonly login: Signal<LoginState>;
  /** The initial form data of the campaign; undefined until the initial load succeeded. */
  readonly formData: Signal<FormData | undefined>;
  /** The order form's values as the reader last left them (kept across pages and errors). */
  readonly orderFormValues: Signal<OrderFormValues | undefined>;
  /** The checked addresses sent with the order. */
  readonly addresses: Signal<AddressesInput | undefined>;
  /** Gift giver's or lwl recruiter's own addresses, once saved. */
  readonly secondPersonAddresses: Signal<AddressesInput | undefined>;
  /** The logged-in user's role in a gift or lwl campaign. */
  readonly role: Signal<OrderRole | undefined>;
  readonly flags: Signal<FlowFlags>;
  readonly payment: Signal<PaymentSelection>;
  readonly price: Signal<PriceState>;
  /** Chosen start date, ISO yyyy-MM-dd. */
  readonly startDate: Signal<string | undefined>;
  /**
   * Material numbers of the bonuses in the reader's bonus cart (funnel.md section 3 "Cart"), kept by
   * the bonus plugin; undefined while no cart exists. Read it through chosenBonuses().
   */
  readonly bonusCart: Signal<readonly string[] | undefined>;
  /** Plugin-owned state by plugin id (bonus cart, upload id, birth date and MRZ, ...). */
  readonly pluginState: Signal<Readonly<Record<string, unknown>>>;
  /** Made once per order attempt and kept, so a retry never creates a second order. */
  readonly paymentUniqueId: Signal<string | undefined>;
  readonly orderResult: Signal<CreateOrderResponse | undefined>;
  /**
   * A notice for the payment page after a provider round trip: the reader cancelled at the provider, or the
   * provider's plugin refused the payment (its `returnNotice` says why).
   */
  readonly paymentReturnNotice: Signal<'cancelled' | 'refused' | undefined>;
  /** The product type an initial load reported without form data (the trial-expired wording). */
  readonly outcomeProductType: Signal<'D' | 'M' | 'P' | undefined>;
  /** Login, logout and register URLs from the customizing service's configuration; undefined until it answered. */
  readonly accountUrls: Signal<AccountUrls | undefined>;
}

/** Where a reader logs in, logs out and registers (platform.md section 3, "Config"). */
export interface AccountUrls {
  readonly loginUrl: string;
  readonly logoutUrl: string;
  readonly registerUrl: string;
}
