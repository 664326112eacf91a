import type { ComponentType } from 'react';
import { func, optional, pattern, string, type } from 'superstruct';
import type { PaymentDataInput } from '../api/entities/paymentDataInput.ts';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { contributionShapes } from './contributionShapes.ts';

/** Where the provider's page is and which process to ask about when the reader comes back. */
export interface PaymentProviderStart {
  readonly absUrl: string;
  readonly processId: string;
}

/** What the payment result call said, in the funnel's terms. */
export type PaymentProviderOutcome =
  | { readonly kind: 'paid'; readonly paymentData: PaymentDataInput }
  /**
   * No usable payment (funnel.md section 8: a declined card, one valid too briefly): back to the payment page, where
   * the provider's `returnNotice` says why from its own plugin state.
   */
  | { readonly kind: 'refused' };

/** The query a provider sends the reader back with, plus the process id kept in the processId cookie. */
export interface PaymentReturnQuery {
  readonly processId: string;
  readonly serviceTicket: string;
}

/**
 * An external payment method (funnel.md section 4, "Submit": card and PayPal leave the site).
 * Core saves the order state before `start`, sends the browser to the answered `absUrl`, and on
 * the provider's return route (contributed through `routes`, rendering core's
 * `PaymentReturnPage`) restores the state and asks `result`.
 */
export interface PaymentProvider {
  readonly id: string;
  readonly order?: number;
  /** Payment method key the server offers for this method (the spec's: Q card, P PayPal). */
  readonly methodKey: string;
  /** The method's name on the payment and check pages, worded from the provider's own text namespace (`translate`). */
  readonly label: (context: FunnelContext) => string;
  /** Extra content under the method's radio button (e.g. accepted cards). */
  readonly description?: ComponentType<{ readonly context: FunnelContext }>;
  /** The method's small logo beside its label (decorative: the label names the method); best a React.lazy component. */
  readonly logo?: ComponentType;
  /** Starts the provider's process (the init call) for the current order. */
  readonly start: (context: FunnelContext) => Promise<PaymentProviderStart>;
  /** Short text for the verification page: the card type, masked number and validity, or the PayPal account. */
  readonly summary?: (paymentData: PaymentDataInput, context: FunnelContext) => readonly string[];
  /**
   * Whether saved payment data of this method lack what the provider needs to charge (funnel.md section 5, "Payment
   * data"; e.g. the provider's pseudo number): such data are not used to skip ahead to verification.
   */
  readonly isPaymentDataIncomplete?: (paymentData: PaymentDataInput) => boolean;
  /**
   * The payment page's error after the provider's return refused the payment (a declined card), read from the
   * plugin's own state while `store.paymentReturnNotice` is 'refused'; a promise, so that its words can load only
   * when there is something to say.
   */
  readonly returnNotice?: (context: FunnelContext) => Promise<string | undefined>;
}

/**
 * External payment providers a tenant enables (card Q, PayPal P, any later one): label, description, the init call
 * that leaves for the provider, the summary of its payment data. The payment page offers only these plus SEPA and invoice.
 */
export const paymentProviders = defineExtensionPoint<PaymentProvider>({
  id: 'paymentProviders',
  shape: type({
    id: string(),
    order: optional(contributionShapes.identified.order),
    methodKey: pattern(string(), /^[A-Z0-9]$/),
    label: func(),
    description: optional(contributionShapes.component),
    logo: optional(contributionShapes.component),
    start: func(),
    summary: optional(func()),
    isPaymentDataIncomplete: optional(func()),
    returnNotice: optional(func()),
  }),
  defaultOrder: 100,
});
