import type { ComponentType } from 'react';
import { type } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { contributionShapes } from './contributionShapes.ts';

/** A note on the success page about something the order carries (e.g. the code it redeemed); renders nothing without. */
export interface SuccessNote {
  readonly id: string;
  readonly order?: number;
  readonly component: ComponentType<{ readonly context: FunnelContext }>;
}

/** Notes on the success page below the order numbers, each in its own contribution boundary. */
export const successNotes = defineExtensionPoint<SuccessNote>({
  id: 'successNotes',
  shape: type({ ...contributionShapes.identified, component: contributionShapes.component }),
  defaultOrder: 100,
});
