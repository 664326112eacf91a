import { object, type Infer } from 'superstruct';
import {
  chosenBonuses,
  completenessChecks,
  contribute,
  definePlugin,
  type FunnelContext,
  formSections,
  defineLazyContribution,
  orderRequestContributors,
} from '../../core/index.ts';
import { isValidMmNumber, loyaltyTexts, validateLoyaltySection } from './loyaltyTexts.ts';

/** The loyalty plugin takes no options. */
export type LoyaltyOptions = Record<string, never>;

const optionsSchema = object({});

/** Whether a Miles & More bonus is in the cart: only then the loyalty number is asked for (funnel.md section 5). */
function hasMilesAndMoreBonus(context: FunnelContext): boolean {
  return chosenBonuses(context).some((entry) => entry.bonus.classification === 'MILES_AND_MORE');
}

/** The loyalty number as entered in the order form (`plugins.loyalty.mmNumber`), else the form data's, trimmed. */
function enteredMmNumber(context: FunnelContext): string {
  const plugins = context.store.orderFormValues.value?.plugins as Record<string, { mmNumber?: unknown } | undefined> | undefined;
  const entered = plugins?.loyalty?.mmNumber;
  if (typeof entered === 'string') return entered.trim();
  return context.store.formData.value?.mmNumber?.trim() ?? '';
}

/**
 * The loyalty-programme number (mmNumber, funnel.md section 5): a field in the order form when a
 * Miles & More bonus is in the cart; empty is allowed, otherwise the check-digit rule holds; for the
 * skip-ahead it must not be empty with such a bonus; sent with the order when given.
 */
export function loyalty(options: LoyaltyOptions = {}) {
  // Stored as given: the schema takes no key, so the tenant check names any option passed by mistake.
  const settings = { ...options } as Infer<typeof optionsSchema>;
  return definePlugin({
    id: 'loyalty',
    // Its bonus is chosen in the bonus plugin's cart; without that plugin the cart stays empty.
    requires: ['bonus'],
    options: settings,
    optionsSchema,
    texts: [loyaltyTexts],
    contributes: [
      contribute(formSections, {
        id: 'loyalty',
        placement: 'beforeTerms',
        isActive: hasMilesAndMoreBonus,
        component: defineLazyContribution(() => import('./LoyaltySection.tsx'), { exportName: 'LoyaltySection' }),
        initialValues: (context) => ({ mmNumber: context.store.formData.value?.mmNumber ?? '' }),
        validate: validateLoyaltySection,
      }),
      contribute(completenessChecks, {
        id: 'loyalty',
        isComplete: (context) => !hasMilesAndMoreBonus(context) || enteredMmNumber(context) !== '',
      }),
      contribute(orderRequestContributors, {
        id: 'loyalty',
        isActive: hasMilesAndMoreBonus,
        contribute: (request, context) => {
          const mmNumber = enteredMmNumber(context);
          return mmNumber !== '' && isValidMmNumber(mmNumber) ? { ...request, mmNumber } : request;
        },
      }),
    ],
  });
}
