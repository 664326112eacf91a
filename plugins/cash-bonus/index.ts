import { lazy } from 'react';
import { literal, object, type Infer } from 'superstruct';
import {
  addressRequirements,
  contribute,
  definePlugin,
  formSections,
  orderRequestContributors,
  type FunnelContext,
  type OrderRequest,
} from '../../core/index.ts';
import { cashBonusBankStateOf } from './cashBonusBankStateOf.ts';
import { hasCashBonus } from './hasCashBonus.ts';
import { isIbanCheckFailure } from './isIbanCheckFailure.ts';
import { needsAddressCompletion } from './needsAddressCompletion.ts';
import { needsBankData } from './needsBankData.ts';
import { paymentDataFromIbanCheck } from './paymentDataFromIbanCheck.ts';
import { paysOutToRecruiter } from './paysOutToRecruiter.ts';
import { validateCashBonusSection } from './validateCashBonusSection.ts';

/** Marks the plugin's code in a bundle; a build-output test looks for it. */
export const pluginMarker = 'aboflow-plugin:cash-bonus';

/** The cash-bonus plugin takes no options. */
export type CashBonusOptions = Record<string, never>;

const optionsSchema = object({ marker: literal(pluginMarker) });

function withPayoutBankData(request: OrderRequest, context: FunnelContext): OrderRequest {
  const state = cashBonusBankStateOf(context);
  if (!state || request.purchaserPaymentData?.iban) return request;
  const purchaser = context.store.addresses.value?.privateAddress ?? context.store.addresses.value?.businessAddress ?? {};
  const sepa = paymentDataFromIbanCheck({ request: state, result: state.result, purchaser });
  if (!sepa) return request;
  const { paymentMethod: _sepa, ...bankData } = sepa;
  return { ...request, purchaserPaymentData: { ...(request.purchaserPaymentData ?? {}), ...bankData } };
}

/**
 * The cash bonus (funnel.md sections 1 and 5): with a cash bonus in the cart the order form asks
 * for IBAN (required, at most 32) and SWIFT (required outside DE, at most 15); the IBAN is checked
 * by the server on blur and a successful check sets SEPA payment data. The checked bank data go
 * into the purchaser's payment data of the order, except in lwl campaigns, where the bonus is paid
 * out to the recruiter (the lwl plugin sends agentPaymentData). A bank known to the customer
 * system (knownBySAP) makes the order form demand the full address.
 */
export function cashBonus(_options: CashBonusOptions = {}) {
  const settings: Infer<typeof optionsSchema> = { marker: pluginMarker };
  return definePlugin({
    id: 'cash-bonus',
    options: settings,
    optionsSchema,
    contributes: [
      contribute(formSections, {
        id: 'cashBonus',
        placement: 'beforeTerms',
        isActive: needsBankData,
        component: lazy(() => import('./CashBonusSection.tsx').then((module) => ({ default: module.CashBonusSection }))),
        initialValues: (context) => {
          const state = cashBonusBankStateOf(context);
          return { iban: state?.iban ?? '', swift: state?.swift ?? '' };
        },
        validate: validateCashBonusSection,
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
        isActive: (context) => hasCashBonus(context) && !paysOutToRecruiter(context),
        contribute: withPayoutBankData,
      }),
    ],
  });
}
