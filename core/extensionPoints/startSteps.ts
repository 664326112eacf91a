import type { ComponentType } from 'react';
import { type } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { contributionShapes } from './contributionShapes.ts';

/** Props every start-page step component receives. */
export interface StartStepProps {
  readonly context: FunnelContext;
}

/** One screen of the start page (funnel.md section 2, "Start page contents, in order of precedence"). */
export interface StartStep {
  readonly id: string;
  /** Precedence: bonus 100, role 200, recruiter form 300, student upload 400, young adult 500, order form 1000. */
  readonly order: number;
  /** Whether the step is due now; a step that is "shown once" returns false once its flow flag is set. */
  readonly isActive: (context: FunnelContext) => boolean;
  readonly component: ComponentType<StartStepProps>;
  /**
   * Starts loading a lazy component's code; the start page calls it when the initial load begins, and again once it
   * has answered (the context then holds the campaign: a part it shows can load too). For a step most visits show (the
   * order form), so its code is not a second wait after the data.
   */
  readonly preload?: (context: FunnelContext) => Promise<unknown>;
}

/**
 * Screens of the start page in precedence order (bonus selection, role choice, recruiter form, student upload,
 * young-adult form, order form); the first active one is shown.
 */
export const startSteps = defineExtensionPoint<StartStep>({
  id: 'startSteps',
  shape: type({ ...contributionShapes.identified, isActive: contributionShapes.guard, component: contributionShapes.component }),
  defaultOrder: 1000,
});
