import type { ComponentType } from 'react';
import { func, optional, type } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { contributionShapes } from './contributionShapes.ts';

/** Props of a summary extra: `compact` below the wide layout, where the summary is a bar and space is short. */
export interface SummaryExtraProps {
  readonly context: FunnelContext;
  readonly compact: boolean;
}

/** A part of the offer summary on Start and the payment page, below the order details (an input that changes the offer's price). */
export interface SummaryExtra {
  readonly id: string;
  readonly order?: number;
  readonly isActive: (context: FunnelContext) => boolean;
  readonly component: ComponentType<SummaryExtraProps>;
  /**
   * The block size (a CSS length) core keeps free while the component's code loads, so that its arrival moves nothing
   * below it (CLS); `compact` as in the props. Without it nothing is reserved.
   */
  readonly reservedBlockSize?: (compact: boolean) => string | undefined;
}

/**
 * Parts of the offer summary on Start and the payment page, below the order details and visible on a phone too (never
 * inside the collapsed bar): what the reader does to the offer itself, e.g. redeem a code.
 */
export const summaryExtras = defineExtensionPoint<SummaryExtra>({
  id: 'summaryExtras',
  shape: type({
    ...contributionShapes.identified,
    isActive: contributionShapes.guard,
    component: contributionShapes.component,
    reservedBlockSize: optional(func()),
  }),
  defaultOrder: 100,
});
