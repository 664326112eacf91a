import type { ComponentType } from 'react';
import { enums, func, optional, string, type } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { contributionShapes } from './contributionShapes.ts';

/** An external payment method (funnel.md section 4, "Submit": card and PayPal leave the site). */
export interface PaymentProvider {
  readonly id: 'card' | 'paypal';
  readonly order?: number;
  /** Payment method key of the spec: Q card, P PayPal. */
  readonly methodKey: 'Q' | 'P';
  readonly label: string;
  /** Extra content under the method's radio button (e.g. accepted cards). */
  readonly description?: ComponentType<{ readonly context: FunnelContext }>;
  /** Persists the order state and leaves for the provider; resolves when the browser is leaving. */
  readonly submit: (context: FunnelContext) => Promise<void>;
}

/** External payment providers a tenant enables; the payment page offers only these plus SEPA and invoice. */
export const paymentProviders = defineExtensionPoint<PaymentProvider>({
  id: 'paymentProviders',
  description: 'External payment methods (card Q, PayPal P): label, description and the submit that leaves for the provider.',
  shape: type({
    id: enums(['card', 'paypal']),
    order: optional(contributionShapes.identified.order),
    methodKey: enums(['Q', 'P']),
    label: string(),
    description: optional(contributionShapes.component),
    submit: func(),
  }),
  defaultOrder: 100,
});
