import { array, defaulted, enums, type Infer, object, size } from 'superstruct';
import {
  backNavigationHandlers,
  contribute,
  definePlugin,
  type FormSectionProps,
  formSections,
  type FunnelContext,
  isLoggedIn,
  defineLazyContribution,
  orderParties,
  orderRequestContributors,
  priceRequestContributors,
  type PriceRequestExtras,
  resolveOptions,
  startSteps,
  trackingCheckoutTypes,
  translate,
  undoFlowFlag,
} from '../../core/index.ts';
import { chosenTimeLimit, giftState, timeLimitOptions } from './chosenTimeLimit.ts';
import { giftParties } from './giftParties.ts';
import { giftRoleChoiceOf, loggedInCustomerRole, shouldBlankCustomerNumber } from './GiftRoleChoice.ts';
import { giftTexts } from './giftTexts.ts';

// The one source of gift's options: their type, default and rules (funnel.md section 3: 0 is unlimited).
const optionsSchema = object({
  /** The selectable time limits in months, 1 to 4 of 0, 3, 6 and 12; all four by default. */
  timeLimits: defaulted(size(array(enums([0, 3, 6, 12])), 1, 4), () => [0, 3, 6, 12]),
});

/** Options of {@link gift}, inferred from its schema. */
export type GiftOptions = Partial<Infer<typeof optionsSchema>>;

/** Whether the campaign is a gift subscription (salesCampaign.giftSubscription). */
function isGiftCampaign(context: FunnelContext): boolean {
  return context.store.formData.value?.salesCampaign.giftSubscription === true;
}

const isRoleChoiceDue = (context: FunnelContext) =>
  isGiftCampaign(context) && isLoggedIn(context) && giftRoleChoiceOf(context) === undefined;
const isGiverFormDue = (context: FunnelContext) =>
  isGiftCampaign(context) && !context.store.flags.value.secondPersonAddressesSaved && !isRoleChoiceDue(context);
const hasTimeLimit = (context: FunnelContext) =>
  isGiftCampaign(context) && context.store.formData.value?.salesCampaign.timeLimitSelectable === true;

/**
 * Gift subscriptions (funnel.md sections 1-5): the role choice for logged-in readers (recipient or
 * purchaser), the giver's address form before the order form (its addresses become the
 * purchaserAddresses, the order form's the recipientAddresses), the time limit when selectable
 * (a pick reprices at once; the submitted form keeps it across a payment round trip),
 * the gift request variant with loggedInCustomerRole and timeLimit, the customer number blanked
 * for a recipient, tracking type 'gift', the giver as the paying party (payment prefill and
 * account holder), and back navigation undoing "recruiter addresses saved".
 */
export function gift(options: GiftOptions = {}) {
  const { settings, resolved } = resolveOptions(options, optionsSchema);
  const limitValues = timeLimitOptions(resolved.timeLimits);
  const role = (context: FunnelContext) => loggedInCustomerRole(giftRoleChoiceOf(context));
  const timeLimitFor = (context: FunnelContext) => {
    const chosen = chosenTimeLimit(context);
    return hasTimeLimit(context) && chosen !== undefined && limitValues.includes(chosen) ? (chosen as 0 | 3 | 6 | 12) : undefined;
  };
  const TimeLimitSection = defineLazyContribution(() => import('./GiftTimeLimitSection.tsx'), {
    exportName: 'GiftTimeLimitSection',
    props: (props: FormSectionProps) => ({ ...props, months: limitValues }),
  });
  return definePlugin({
    id: 'gift',
    options: settings,
    optionsSchema,
    texts: [giftTexts],
    state: [giftState],
    contributes: [
      contribute(startSteps, {
        id: 'giftRoleChoice',
        order: 200,
        isActive: isRoleChoiceDue,
        component: defineLazyContribution(() => import('./GiftRoleStep.tsx'), { exportName: 'GiftRoleStep' }),
      }),
      contribute(startSteps, {
        id: 'giverAddressForm',
        order: 300,
        isActive: isGiverFormDue,
        component: defineLazyContribution(() => import('./GiverAddressStep.tsx'), { exportName: 'GiverAddressStep' }),
      }),
      contribute(formSections, {
        id: 'giftTimeLimit',
        placement: 'beforeTerms',
        isActive: hasTimeLimit,
        component: TimeLimitSection,
        initialValues: (context) => {
          const preset = context.store.formData.value?.giftTimeLimit;
          return { timeLimit: String(preset !== null && preset !== undefined && limitValues.includes(preset) ? preset : limitValues[0]) };
        },
        validate: (values, context) =>
          limitValues.includes(Number(values.timeLimit ?? Number.NaN))
            ? {}
            : { timeLimit: translate(context.i18n, giftTexts, 'timeLimitRequired') },
      }),
      contribute(orderRequestContributors, {
        id: 'gift',
        isActive: isGiftCampaign,
        contribute: (request, context) => {
          const { addresses, gpNr: typed, ...rest } = request;
          const timeLimit = timeLimitFor(context);
          const own = context.store.formData.value?.gpNr ?? undefined;
          const blank = shouldBlankCustomerNumber(giftRoleChoiceOf(context));
          // A giver's form was cleared for the recipient, so their own number comes from the form data.
          const gpNr = typed || (blank ? undefined : own);
          return {
            ...rest,
            // Blanking drops the reader's own number; a number typed for the other person stays.
            ...(!gpNr || (blank && gpNr === own) ? {} : { gpNr }),
            recipientAddresses: addresses ?? context.store.addresses.value ?? null,
            purchaserAddresses: context.store.secondPersonAddresses.value ?? null,
            loggedInCustomerRole: role(context),
            ...(timeLimit === undefined ? {} : { timeLimit }),
          };
        },
      }),
      contribute(priceRequestContributors, {
        id: 'gift',
        isActive: isGiftCampaign,
        contribute: (context): PriceRequestExtras => {
          const timeLimit = timeLimitFor(context);
          return { loggedInCustomerRole: role(context), ...(timeLimit === undefined ? {} : { timeLimit }) };
        },
      }),
      contribute(
        backNavigationHandlers,
        undoFlowFlag({ id: 'giftRecruiterAddressesSaved', order: 200, flag: 'secondPersonAddressesSaved', appliesTo: isGiftCampaign }),
      ),
      contribute(trackingCheckoutTypes, { id: 'gift', resolve: (context) => (isGiftCampaign(context) ? 'gift' : undefined) }),
      contribute(orderParties, { id: 'gift', isActive: isGiftCampaign, parties: giftParties }),
    ],
  });
}
