import type { ComponentType } from 'react';
import { type } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { contributionShapes } from './contributionShapes.ts';

/**
 * A block of the check page (funnel.md sections 2 and 4) that a plugin owns, e.g. the chosen
 * bonuses or the region: its component renders a headed `<dl>` and a change link (core/ui.ts
 * `VerificationBlock`), or nothing when the order has nothing of the plugin.
 */
export interface VerificationBlockContribution {
  readonly id: string;
  /** Place among the plugin blocks, which follow the offer block. */
  readonly order?: number;
  readonly component: ComponentType<{ readonly context: FunnelContext }>;
}

/** Verification blocks: what a plugin adds to the order (bonuses, region) that the reader checks before ordering. */
export const verificationBlocks = defineExtensionPoint<VerificationBlockContribution>({
  id: 'verificationBlocks',
  shape: type({ ...contributionShapes.identified, component: contributionShapes.component }),
  defaultOrder: 100,
});
