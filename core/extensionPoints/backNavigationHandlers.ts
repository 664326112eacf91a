import { array, func, string, type } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import type { RouteName } from '../funnel/RouteName.ts';
import { contributionShapes } from './contributionShapes.ts';

/** Undoes one step of a plugin when the reader goes back (funnel.md section 2, "Back navigation"). */
export interface BackNavigationHandler {
  readonly id: string;
  readonly order?: number;
  /** The routes on which this handler is asked. */
  readonly routes: readonly RouteName[];
  /** Undoes the plugin's flag and returns true, or returns false when there is nothing to undo. */
  readonly undo: (context: FunnelContext) => boolean;
}

/**
 * Back-navigation undo handlers, asked in order before core's own back rule; the first that
 * returns true consumes the back step. Start: student form shown (100), young-adult form shown (150),
 * recruiter addresses saved (200), bonus cart confirmed (300).
 */
export const backNavigationHandlers = defineExtensionPoint<BackNavigationHandler>({
  id: 'backNavigationHandlers',
  shape: type({ ...contributionShapes.identified, routes: array(string()), undo: func() }),
  defaultOrder: 100,
});
