import { array, func, optional, string, type } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import type { RouteName } from '../funnel/routeTable.ts';
import { contributionShapes } from './contributionShapes.ts';

/** Undoes one step of a plugin when the reader goes back (funnel.md section 2, "Back navigation"). */
export interface BackNavigationHandler {
  readonly id: string;
  readonly order?: number;
  /** The routes on which this handler is asked. */
  readonly routes: readonly RouteName[];
  /** Undoes the plugin's flag and returns true, or returns false when there is nothing to undo. */
  readonly undo: (context: FunnelContext) => boolean;
  /**
   * True while the plugin's step is work the reader has done in the funnel (funnel.md section 2: "unless the bonus
   * cart is confirmed or a form is shown"): back from SuccessPage, ErrorPage, FollowUpOffer and OrderExists then
   * returns to Start instead of leaving.
   */
  readonly holdsReader?: (context: FunnelContext) => boolean;
}

/**
 * Back-navigation undo handlers, asked in order before core's own back rule; the first that
 * returns true consumes the back step. Start, by the plugins' defaults: 100, 150, 200, 300.
 */
export const backNavigationHandlers = defineExtensionPoint<BackNavigationHandler>({
  id: 'backNavigationHandlers',
  shape: type({ ...contributionShapes.identified, routes: array(string()), undo: func(), holdsReader: optional(func()) }),
  defaultOrder: 100,
});
