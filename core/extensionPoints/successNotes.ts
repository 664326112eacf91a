import { func, type } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { contributionShapes } from './contributionShapes.ts';

/** A sentence on the success page about something the order carries (e.g. the code it redeemed). */
export interface SuccessNote {
  readonly id: string;
  readonly order?: number;
  /** The sentence, or undefined when this order has nothing to say. */
  readonly text: (context: FunnelContext) => string | undefined;
}

/** Sentences on the success page below the order numbers, one paragraph each. */
export const successNotes = defineExtensionPoint<SuccessNote>({
  id: 'successNotes',
  shape: type({ ...contributionShapes.identified, text: func() }),
  defaultOrder: 100,
});
