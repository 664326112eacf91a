import { object, type Infer } from 'superstruct';
import {
  backNavigationHandlers,
  contribute,
  definePlugin,
  defineLazyContribution,
  orderRequestContributors,
  startSteps,
  undoFlowFlag,
} from '../../core/index.ts';
import { hasAgeLimit, isFormDue, youngAdultDataState, youngAdultFormShownState } from './StoredYoungAdultData.ts';

/** The young-adult plugin takes no options; its texts are its own (`youngAdultFormTexts.ts`), loaded with its lazy form. */
export type YoungAdultOptions = Record<string, never>;

const optionsSchema = object({});

/**
 * Young-adult subscriptions (funnel.md sections 2, 5 and 8): for campaigns with an age limit the
 * form with birth date and the five ID-card fields, shown once after the order form; birthDate
 * (ISO) and mrz in the order; back navigation from Start shows the form again.
 */
export function youngAdult(options: YoungAdultOptions = {}) {
  // Stored as given: the schema takes no key, so the tenant check names any option passed by mistake.
  const settings = { ...options } as Infer<typeof optionsSchema>;
  return definePlugin({
    id: 'young-adult',
    options: settings,
    optionsSchema,
    state: [youngAdultDataState, youngAdultFormShownState],
    contributes: [
      contribute(startSteps, {
        id: 'youngAdultForm',
        order: 500,
        isActive: isFormDue,
        component: defineLazyContribution(() => import('./YoungAdultStep.tsx'), { exportName: 'YoungAdultStep' }),
      }),
      contribute(orderRequestContributors, {
        id: 'youngAdult',
        isActive: hasAgeLimit,
        contribute: (request, context) => {
          const data = youngAdultDataState.read(context.store);
          if (!data) return request;
          const { line2Field3, ...mrz } = data.mrz;
          return { ...request, birthDate: data.birthDate, mrz: { ...mrz, ...(line2Field3 ? { line2Field3 } : {}) } };
        },
      }),
      contribute(
        backNavigationHandlers,
        undoFlowFlag({ id: 'youngAdultFormShown', order: 150, flag: youngAdultFormShownState, holdsReader: true, appliesTo: hasAgeLimit }),
      ),
    ],
  });
}
