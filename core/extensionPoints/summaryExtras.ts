import type { ComponentType } from 'react';
import { boolean, optional, type } from 'superstruct';
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
   * True when the component takes the standard space of a summary extra, one control with its top margin: on a phone a
   * 44 px disclosure, from the wide layout on (`min-width: 60rem`) a label above an input row (93 px). Core keeps that
   * space free while the component's code loads and in the payment page's prerendered frame, so that its arrival moves
   * nothing below it (CLS). The space is a class of core's stylesheet (`offer-summary__extra-space`), not a length: markup
   * rendered before any script cannot carry an inline style under the bundle's CSP.
   */
  readonly reservesSpace?: boolean;
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
    reservesSpace: optional(boolean()),
  }),
  defaultOrder: 100,
});
