import { func, type } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { contributionShapes } from './contributionShapes.ts';

/** A condition under which saved payment data may prefill the payment page. */
export interface PaymentPrefillRule {
  readonly id: string;
  readonly order?: number;
  /** False vetoes the prefill (funnel.md section 5: for gift/lwl only for the right role). */
  readonly allows: (context: FunnelContext) => boolean;
}

/** Payment prefill rules; every rule must allow, on top of core's "campaign with costs" rule. */
export const paymentPrefillRules = defineExtensionPoint<PaymentPrefillRule>({
  id: 'paymentPrefillRules',
  description: 'Vetoes on prefilling saved payment data, on top of core\'s "only for campaigns with costs" (gift and lwl: only for the right role).',
  shape: type({ ...contributionShapes.identified, allows: func() }),
  defaultOrder: 100,
});
