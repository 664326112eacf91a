import type { FormData } from '../api/entities/formData.ts';
import { completenessChecks } from '../extensionPoints/completenessChecks.ts';
import { paymentProviders } from '../extensionPoints/paymentProviders.ts';
import { startSteps } from '../extensionPoints/startSteps.ts';
import { isAddressComplete } from '../orderForm/isAddressComplete.ts';
import { isFreeSubscription } from '../payment/isFreeSubscription.ts';
import { isPurchaserPaymentDataInvalid } from '../payment/isPurchaserPaymentDataInvalid.ts';
import { mayPrefillPaymentData } from '../payment/mayPrefillPaymentData.ts';
import type { FunnelContext } from './FunnelContext.ts';
import { payingParty } from './orderPartiesOf.ts';

/**
 * The skip-ahead rule of funnel.md section 4: every address complete, a payment prefilled and the
 * data complete (plugin completeness checks, e.g. the loyalty number), and no plugin step due first.
 */
export function isCompleteForSkipAhead(context: FunnelContext, formData: FormData): boolean {
  const countries = Object.keys(formData.countries);
  const addresses = [formData.addresses?.privateAddress, formData.addresses?.businessAddress].filter((address) => address);
  if (addresses.length === 0 || !addresses.every((address) => isAddressComplete(address, countries))) return false;
  const withCosts = !isFreeSubscription(formData.salesCampaign);
  if (withCosts) {
    const prefillAllowed =
      mayPrefillPaymentData({ withCosts, savedPaymentData: formData.paymentData }) && payingParty(context).isReader;
    if (!prefillAllowed) return false;
    const allowed = { withCosts, allowedMethodKeys: formData.paymentMethodKeys };
    if (isPurchaserPaymentDataInvalid(formData.paymentData, allowed, context.plugins.get(paymentProviders))) return false;
  }
  if (!context.plugins.get(completenessChecks).every((check) => check.isComplete(context))) return false;
  const firstStep = context.plugins.get(startSteps).find((step) => step.isActive(context));
  return firstStep?.id === 'orderForm';
}
