import type { ComponentType } from 'react';
import { boolean, enums, func, optional, string, type } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { contributionShapes } from './contributionShapes.ts';

/** A route a plugin adds: payment return pages, the admin app. */
export interface RouteContribution {
  readonly id: string;
  readonly order?: number;
  /** A wouter path pattern, e.g. '/paypal/agreement/result' or '/internal/*?'. */
  readonly path: string;
  /** The route name of the spec's route tables. */
  readonly name: string;
  /** 'internal' routes hide the progress bar and the order shell. */
  readonly area: 'order' | 'internal';
  readonly showBackButton: boolean;
  /**
   * Takes over the header's back button on this route, given the current path (the admin app
   * steps back within /internal). Without it core decides the step by `name`.
   */
  readonly onBack?: (path: string) => void;
  readonly component: ComponentType<{ readonly context: FunnelContext; readonly params: Record<string, string | undefined> }>;
}

/** Extra routes: the payment return pages of provider plugins and the admin app under /internal. */
export const routes = defineExtensionPoint<RouteContribution>({
  id: 'routes',
  shape: type({
    ...contributionShapes.identified,
    path: string(),
    name: string(),
    area: enums(['order', 'internal']),
    showBackButton: boolean(),
    onBack: optional(func()),
    component: contributionShapes.component,
  }),
  defaultOrder: 100,
});
