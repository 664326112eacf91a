import { object, type Infer } from 'superstruct';
import {
  backNavigationHandlers,
  contribute,
  definePlugin,
  defineLazyContribution,
  orderRequestContributors,
  sideAreaWidgets,
  startSteps,
  undoFlowFlag,
  verificationBlocks,
} from '../../core/index.ts';
import { bonusCartOf, hasBonuses, isBonusSelectionDue, bonusSelectionState, bonusCartConfirmedState } from './BonusSelectionState.ts';
import { bonusMatNrs } from './BonusCart.ts';

/** The bonus plugin takes no options. */
export type BonusOptions = Record<string, never>;

const optionsSchema = object({});

/**
 * Order bonuses (funnel.md sections 2, 3 and 4, platform.md section 3): the bonus selection as the
 * first start step with tiles and the cart ('Weiter') in the side area; fixed bonuses in the cart
 * from the start; bonusMatNrs in the order; back navigation from Start undoes the confirmation.
 */
export function bonus(options: BonusOptions = {}) {
  // Stored as given: the schema takes no key, so the tenant check names any option passed by mistake.
  const settings = { ...options } as Infer<typeof optionsSchema>;
  return definePlugin({
    id: 'bonus',
    options: settings,
    optionsSchema,
    state: [bonusSelectionState, bonusCartConfirmedState],
    contributes: [
      contribute(startSteps, {
        id: 'bonusSelection',
        order: 100,
        isActive: isBonusSelectionDue,
        component: defineLazyContribution(() => import('./BonusSelectionStep.tsx'), { exportName: 'BonusSelectionStep' }),
      }),
      contribute(sideAreaWidgets, {
        id: 'bonusCart',
        isActive: isBonusSelectionDue,
        component: defineLazyContribution(() => import('./BonusCartWidget.tsx'), { exportName: 'BonusCartWidget' }),
      }),
      contribute(orderRequestContributors, {
        id: 'bonus',
        isActive: hasBonuses,
        contribute: (request, context) => ({ ...request, bonusMatNrs: bonusMatNrs(bonusCartOf(context)) }),
      }),
      contribute(verificationBlocks, {
        id: 'bonus',
        component: defineLazyContribution(() => import('./BonusVerificationBlock.tsx'), { exportName: 'BonusVerificationBlock' }),
      }),
      contribute(
        backNavigationHandlers,
        undoFlowFlag({ id: 'bonusCartConfirmed', order: 300, flag: bonusCartConfirmedState, holdsReader: true }),
      ),
    ],
  });
}
