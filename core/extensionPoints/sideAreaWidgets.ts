import type { ComponentType } from 'react';
import { type } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { contributionShapes } from './contributionShapes.ts';

/** A widget in the start page's side area (funnel.md section 2: order details, bonus cart). */
export interface SideAreaWidget {
  readonly id: string;
  readonly order?: number;
  readonly isActive: (context: FunnelContext) => boolean;
  readonly component: ComponentType<{ readonly context: FunnelContext }>;
}

/** Widgets in the side area of the start page below the order details, such as the bonus cart. */
export const sideAreaWidgets = defineExtensionPoint<SideAreaWidget>({
  id: 'sideAreaWidgets',
  shape: type({ ...contributionShapes.identified, isActive: contributionShapes.guard, component: contributionShapes.component }),
  defaultOrder: 100,
});
