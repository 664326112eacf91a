import { func, type } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { contributionShapes } from './contributionShapes.ts';

/** An extra condition for the skip-ahead to verification (funnel.md section 5, "Completeness"). */
export interface CompletenessCheck {
  readonly id: string;
  readonly order?: number;
  readonly isComplete: (context: FunnelContext) => boolean;
}

/**
 * Completeness checks: extra conditions before the initial load may skip ahead to verification (a non-empty loyalty
 * number with a Miles & More bonus).
 */
export const completenessChecks = defineExtensionPoint<CompletenessCheck>({
  id: 'completenessChecks',
  shape: type({ ...contributionShapes.identified, isComplete: func() }),
  defaultOrder: 100,
});
