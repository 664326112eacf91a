import { type Infer, object } from 'superstruct';
import { backNavigationHandlers, contribute, definePlugin, type FunnelContext, isLoggedIn, defineLazyContribution, orderParties, orderRequestContributors, priceRequestContributors, startSteps, summaryAccounts, trackingCheckoutTypes, translate, undoFlowFlag } from '../../core/index.ts';
import { loggedInCustomerRole, lwlRoleChoiceOf, shouldBlankCustomerNumber } from './LwlRoleChoice.ts';
import { lwlParties } from './lwlParties.ts';
import { lwlTexts } from './lwlTexts.ts';
import { recruiterPayout } from './recruiterPayout.ts';

/** The lwl plugin takes no options. */
export type LwlOptions = Record<string, never>;

const optionsSchema = object({});

/** Whether the campaign is a recruit-a-subscriber (lwl) campaign (salesCampaign.lwl). */
function isLwlCampaign(context: FunnelContext): boolean {
  return context.store.formData.value?.salesCampaign.lwl === true;
}

const isRoleChoiceDue = (context: FunnelContext) => isLwlCampaign(context) && isLoggedIn(context) && lwlRoleChoiceOf(context) === undefined;
const isRecruiterFormDue = (context: FunnelContext) =>
  isLwlCampaign(context) && !context.store.flags.value.secondPersonAddressesSaved && !isRoleChoiceDue(context);

/**
 * Recruit a subscriber, lwl (funnel.md sections 1-5): the role choice for logged-in readers
 * (recruiting or receiving), the recruiter's address form before the order form (its addresses
 * become the agentAddresses, the order form's the purchaserAddresses), the lwl request variant
 * with loggedInCustomerRole and, with a cash bonus, the recruiter's SEPA payout data (also shown
 * on the verification page); the customer number blanked for a recruiter, e-mail prefilled for a
 * receiver, tracking type 'lwl', the new subscriber as the paying party (payment prefill and
 * account holder), and back navigation undoing "recruiter addresses saved".
 */
export function lwl(options: LwlOptions = {}) {
  // Stored as given: the schema takes no key, so the tenant check names any option passed by mistake.
  const settings = { ...options } as Infer<typeof optionsSchema>;
  const role = (context: FunnelContext) => loggedInCustomerRole(lwlRoleChoiceOf(context));
  return definePlugin({
    id: 'lwl',
    options: settings,
    optionsSchema,
    texts: [lwlTexts],
    contributes: [
      contribute(startSteps, {
        id: 'lwlRoleChoice',
        order: 200,
        isActive: isRoleChoiceDue,
        component: defineLazyContribution(() => import('./LwlRoleStep.tsx'), { exportName: 'LwlRoleStep' }),
      }),
      contribute(startSteps, {
        id: 'recruiterAddressForm',
        order: 300,
        isActive: isRecruiterFormDue,
        component: defineLazyContribution(() => import('./RecruiterAddressStep.tsx'), { exportName: 'RecruiterAddressStep' }),
      }),
      contribute(orderRequestContributors, {
        id: 'lwl',
        isActive: isLwlCampaign,
        contribute: (request, context) => {
          const { addresses, gpNr, ...rest } = request;
          const payout = recruiterPayout(context);
          return {
            ...rest,
            // Blanking drops the reader's own number; a number typed for the other person stays.
            ...(!gpNr || (shouldBlankCustomerNumber(lwlRoleChoiceOf(context) ?? 'recruiting') && gpNr === context.store.formData.value?.gpNr) ? {} : { gpNr }),
            purchaserAddresses: addresses ?? context.store.addresses.value ?? null,
            agentAddresses: context.store.secondPersonAddresses.value ?? null,
            loggedInCustomerRole: role(context),
            ...(payout ? { agentPaymentData: payout } : {}),
          };
        },
      }),
      contribute(priceRequestContributors, {
        id: 'lwl',
        isActive: isLwlCampaign,
        contribute: (context) => ({ loggedInCustomerRole: role(context) }),
      }),
      contribute(backNavigationHandlers, undoFlowFlag({ id: 'lwlRecruiterAddressesSaved', order: 200, flag: 'secondPersonAddressesSaved', appliesTo: isLwlCampaign })),
      contribute(trackingCheckoutTypes, { id: 'lwl', resolve: (context) => (isLwlCampaign(context) ? 'lwl' : undefined) }),
      contribute(orderParties, { id: 'lwl', isActive: isLwlCampaign, parties: lwlParties }),
      contribute(summaryAccounts, {
        id: 'lwlPayout',
        heading: (context) => translate(context.i18n, lwlTexts, 'payoutHeading'),
        account: (context) => (isLwlCampaign(context) ? recruiterPayout(context) : undefined),
      }),
    ],
  });
}
