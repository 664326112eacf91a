import { object, type Infer } from 'superstruct';
import {
  addressRequirements,
  contribute,
  definePlugin,
  defineLazyContribution,
  formSections,
  orderRequestContributors,
  payoutAccountState,
  summaryAccounts,
  translate,
  type FunnelContext,
} from '../../core/index.ts';
import { cashBonusBankStateOf, cashBonusPayout, hasCashBonus, needsBankData, paysOutToRecruiter } from './cashBonusPayout.ts';
import { cashBonusTexts } from './cashBonusTexts.ts';
import { isIbanCheckFailure, needsAddressCompletion } from './paymentDataFromIbanCheck.ts';
import { validateCashBonusSection } from './validateCashBonusSection.ts';

/** The cash-bonus plugin takes no options. */
export type CashBonusOptions = Record<string, never>;

const optionsSchema = object({});

const paysOutToPurchaser = (context: FunnelContext) => hasCashBonus(context) && !paysOutToRecruiter(context);

/**
 * The cash bonus (funnel.md sections 1 and 5): with a cash bonus in the cart the order form asks
 * for IBAN (required, at most 32) and SWIFT (required outside DE, at most 15); the IBAN is checked
 * by the server on blur and a successful check sets the payment step to SEPA with that account.
 * The checked account goes into the order as cashBonusPaymentData, whatever the reader then pays
 * with, and the verification page shows it; in lwl campaigns the bonus is paid out to the
 * recruiter instead (the lwl plugin sends agentPaymentData). A bank known to the customer system
 * (knownBySAP) makes the order form demand the full address.
 */
export function cashBonus(options: CashBonusOptions = {}) {
  // Stored as given: the schema takes no key, so the tenant check names any option passed by mistake.
  const settings = { ...options } as Infer<typeof optionsSchema>;
  return definePlugin({
    id: 'cash-bonus',
    // Its bonus is chosen in the bonus plugin's cart; without that plugin the cart stays empty.
    requires: ['bonus'],
    options: settings,
    optionsSchema,
    texts: [cashBonusTexts],
    state: [payoutAccountState],
    contributes: [
      contribute(formSections, {
        id: 'cashBonus',
        placement: 'beforeTerms',
        isActive: needsBankData,
        component: defineLazyContribution(() => import('./CashBonusSection.tsx'), { exportName: 'CashBonusSection' }),
        initialValues: (context) => {
          const state = cashBonusBankStateOf(context);
          return { iban: state?.iban ?? '', swift: state?.swift ?? '' };
        },
        validate: validateCashBonusSection,
        // Needed only once the reader sends the form: loaded then, out of the Start route's first load.
        beforeSubmit: async (values, context, formValues) =>
          (await import('./settleIbanCheck.ts')).settleIbanCheck(values, context, formValues),
      }),
      contribute(addressRequirements, {
        id: 'cashBonusKnownBySap',
        // A bank known to the customer system marks the address for completion (funnel.md section 5 "IBAN").
        requiresFullAddress: (context) => {
          const state = cashBonusBankStateOf(context);
          return hasCashBonus(context) && state !== undefined && !isIbanCheckFailure(state.result) && needsAddressCompletion(state.result);
        },
      }),
      contribute(orderRequestContributors, {
        id: 'cashBonus',
        isActive: paysOutToPurchaser,
        contribute: (request, context) => {
          const payout = cashBonusPayout(context);
          return payout ? { ...request, cashBonusPaymentData: payout } : request;
        },
      }),
      contribute(summaryAccounts, {
        id: 'cashBonus',
        heading: (context) => translate(context.i18n, cashBonusTexts, 'payoutHeading'),
        account: (context) => (paysOutToPurchaser(context) ? cashBonusPayout(context) : undefined),
      }),
    ],
  });
}
