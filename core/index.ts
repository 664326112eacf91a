/**
 * Core's public surface for plugins and tenants: plugin declaration, extension points, the funnel
 * state helpers, API types and the pure rules. Plain TypeScript only (Node imports it in the CLI);
 * UI building blocks for lazily loaded plugin components are in `core/ui.ts`.
 */
export { definePlugin } from './plugin/definePlugin.ts';
export type { Plugin } from './plugin/definePlugin.ts';
export { contribute } from './plugin/contribute.ts';
export type { PluginRegistry } from './plugin/wirePlugins.ts';
export { defineTenant } from './tenant/defineTenant.ts';
export type { Tenant, TenantTexts } from './tenant/defineTenant.ts';
export { defineTheme } from './theme/defineTheme.ts';

export { startSteps } from './extensionPoints/startSteps.ts';
export type { StartStep, StartStepProps } from './extensionPoints/startSteps.ts';
export { formSections } from './extensionPoints/formSections.ts';
export type { FormSection, FormSectionProps, FormSectionValues, FormSectionErrors } from './extensionPoints/formSections.ts';
export { orderRequestContributors } from './extensionPoints/orderRequestContributors.ts';
export type { OrderRequestContributor } from './extensionPoints/orderRequestContributors.ts';
export { priceRequestContributors } from './extensionPoints/priceRequestContributors.ts';
export type { PriceRequestContributor, PriceRequestExtras } from './extensionPoints/priceRequestContributors.ts';
export { backNavigationHandlers } from './extensionPoints/backNavigationHandlers.ts';
export type { BackNavigationHandler } from './extensionPoints/backNavigationHandlers.ts';
export { sideAreaWidgets } from './extensionPoints/sideAreaWidgets.ts';
export type { SideAreaWidget } from './extensionPoints/sideAreaWidgets.ts';
export { paymentPrefillRules } from './extensionPoints/paymentPrefillRules.ts';
export type { PaymentPrefillRule } from './extensionPoints/paymentPrefillRules.ts';
export { completenessChecks } from './extensionPoints/completenessChecks.ts';
export type { CompletenessCheck } from './extensionPoints/completenessChecks.ts';
export { trackingCheckoutTypes } from './extensionPoints/trackingCheckoutTypes.ts';
export type { CheckoutType, TrackingCheckoutTypeResolver } from './extensionPoints/trackingCheckoutTypes.ts';
export { trackingSinks } from './extensionPoints/trackingSinks.ts';
export type { TrackingSink } from './extensionPoints/trackingSinks.ts';
export { routes } from './extensionPoints/routes.ts';
export type { RouteContribution } from './extensionPoints/routes.ts';
export { paymentProviders } from './extensionPoints/paymentProviders.ts';
export type { PaymentProvider, PaymentProviderOutcome, PaymentProviderStart, PaymentReturnQuery } from './extensionPoints/paymentProviders.ts';
export { persistedPluginState } from './extensionPoints/persistedPluginState.ts';
export type { PersistedPluginState } from './extensionPoints/persistedPluginState.ts';
export { addressRequirements } from './extensionPoints/addressRequirements.ts';
export type { AddressRequirement } from './extensionPoints/addressRequirements.ts';
export type { TrackingEvent } from './tracking/TrackingEvent.ts';

export type { FunnelContext, NavigationTarget } from './funnel/FunnelContext.ts';
export type { FunnelStore, LoginState, PaymentSelection, PriceState } from './funnel/FunnelStore.ts';
export type { FlowFlags } from './funnel/FlowFlags.ts';
export type { RouteName } from './funnel/RouteName.ts';
export { setFlowFlag } from './funnel/setFlowFlag.ts';
export { undoFlowFlag } from './funnel/undoFlowFlag.ts';
export { readPluginState } from './funnel/readPluginState.ts';
export { writePluginState } from './funnel/writePluginState.ts';
export { continueFromStart } from './funnel/continueFromStart.ts';
export { isRecurringOrder } from './funnel/isRecurringOrder.ts';
export { isLoggedIn } from './funnel/isLoggedIn.ts';
export { chosenBonuses } from './funnel/chosenBonuses.ts';
export { saveRecruiterAddresses } from './funnel/saveRecruiterAddresses.ts';
export { clearedOrderFormValues } from './funnel/clearedOrderFormValues.ts';

export type { ApiClient, PaymentResultQuery, UploadOutcome } from './api/createApiClient.ts';
export type { CardOneOffResult, CardResult, PaymentInitRequest, PayPalResult } from './api/paymentService.ts';
export type { PaymentDataInput } from './api/entities/paymentDataInput.ts';
export type { ApiCallError } from './api/apiCallError.ts';
export { isApiCallError } from './api/isApiCallError.ts';
export type { Address } from './api/entities/address.ts';
export type { AddressesInput } from './api/entities/addressesInput.ts';
export type { FormData } from './api/entities/formData.ts';
export type { OrderBonus } from './api/entities/orderBonus.ts';
export type { CampaignBonus } from './api/entities/campaignBonus.ts';
export type { OrderRequest } from './api/entities/orderRequest.ts';
export type { OrderRole } from './api/entities/orderRole.ts';
export type { PaymentData } from './api/entities/paymentData.ts';
export type { SalesCampaign } from './api/entities/salesCampaign.ts';
export type { IbanResult } from './api/entities/ibanResult.ts';

export type { OrderFormValues } from './orderForm/OrderFormValues.ts';
export type { OrderFormAddress } from './orderForm/OrderFormAddress.ts';
export type { RecruiterFormValues } from './orderForm/RecruiterFormValues.ts';
export { validateOrderFormAddress } from './orderForm/validateOrderFormAddress.ts';
export { emptyOrderFormAddress } from './orderForm/emptyOrderFormAddress.ts';
export { isAddressFilled } from './orderForm/isAddressFilled.ts';
export { addressTypeOf } from './orderForm/addressTypeOf.ts';
export { orderFormMaxLengths } from './orderForm/orderFormMaxLengths.ts';
export { orderFormMessages } from './orderForm/orderFormMessages.ts';
export { formatEuro } from './pricing/formatEuro.ts';
export { toCents } from './pricing/toCents.ts';
export { paymentInitRequestFor } from './payment/paymentInitRequestFor.ts';
export type { ShopLocation } from './payment/paymentInitRequestFor.ts';
export { formatDisplayDate } from './format/formatDisplayDate.ts';
export { toIsoDate } from './format/toIsoDate.ts';
export { moveToRecruiterAddresses } from './orderForm/moveToRecruiterAddresses.ts';

// Building blocks of the admin plugin's own client and schemas (admin/api), which load only on /internal.
export { apiCallError } from './api/apiCallError.ts';
export { apiRoutes } from './api/apiRoutes.ts';
export { checkRequestBody, checkResponseBody } from './api/checkCallBody.ts';
export { fillPath } from './api/fillPath.ts';
export { parseBody } from './api/parseBody.ts';
export { transportFailure } from './api/transportFailure.ts';
export { uploadResultCodes } from './api/entities/uploadResponse.ts';
export { maybe } from './api/entities/maybe.ts';
export { boundedText } from './api/entities/boundedText.ts';
export { isLoggedInResponse } from './api/isLoggedIn.ts';
export type { IsLoggedInResponse } from './api/isLoggedIn.ts';
export { orderBonus } from './api/entities/orderBonus.ts';
export { billingFrequency } from './api/entities/billingFrequency.ts';
export type { BillingFrequency } from './api/entities/billingFrequency.ts';
export { paymentMethodKey } from './api/entities/paymentMethodKey.ts';
export type { PaymentMethodKey } from './api/entities/paymentMethodKey.ts';
