import type { OrderRequest } from '../api/entities/orderRequest.ts';
import { orderRequest } from '../api/entities/orderRequest.ts';
import type { PaymentDataInput } from '../api/entities/paymentDataInput.ts';
import { orderRequestContributors } from '../extensionPoints/orderRequestContributors.ts';
import { paymentProviders } from '../extensionPoints/paymentProviders.ts';
import { isAddressComplete } from '../orderForm/isAddressComplete.ts';
import { isValidCustomerNumber } from '../orderForm/isValidCustomerNumber.ts';
import { billingFrequencyOf } from './billingFrequencyOf.ts';
import type { FunnelContext } from './FunnelContext.ts';
import { mainAddress } from './orderPartiesOf.ts';
import { mayOrderWithoutAddress } from './mayOrderWithoutAddress.ts';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const requestFields: readonly string[] = Object.keys(orderRequest.schema);

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Only the order request's own fields survive: whatever a contributor adds besides (a price, say) is never sent. */
function knownFieldsOnly(request: OrderRequest): OrderRequest {
  return Object.fromEntries(Object.entries(request).filter(([key]) => requestFields.includes(key))) as OrderRequest;
}

/**
 * The create-order request (funnel.md section 3, "Order request") from the funnel state: campaign,
 * the kept paymentUniqueId, payment method and purchaser payment data (with the process that paid, for a provider's), the checked addresses, the
 * customer number only when valid, the entry parameters (wt, ktnr, campaign, _ptid), the dummy
 * address flag (only where `mayOrderWithoutAddress`, and off once the main address is complete),
 * the start date and the advertising
 * consents; then every active order-request contributor in order (pva, bonuses, gift, lwl, ...).
 * It never carries a price: the order service computes it. Throws when the form data or the
 * paymentUniqueId is missing, which the pages rule out before ordering.
 */
export function buildOrderRequest(context: FunnelContext): OrderRequest {
  const { store, tenant } = context;
  const formData = store.formData.value;
  if (!formData) throw new Error('buildOrderRequest: no form data; the initial load must succeed before an order is built.');
  const paymentUniqueId = store.paymentUniqueId.value;
  if (!paymentUniqueId) throw new Error('buildOrderRequest: no paymentUniqueId; obtain it with paymentUniqueIdStore.obtain first.');

  const entry = store.entry.value;
  const values = store.orderFormValues.value;
  const payment = store.payment.value;
  const addresses = store.addresses.value;
  const gpNr = text(values?.gpNr);
  const startDate = store.startDate.value;
  const paymentData: PaymentDataInput | undefined = payment.paymentData
    ? { ...payment.paymentData, billingFrequency: billingFrequencyOf(context) ?? null }
    : undefined;

  // An external provider's payment names the process that paid it; the service takes the payment data from there.
  const paidByProvider = context.plugins.get(paymentProviders).some((provider) => provider.methodKey === payment.methodKey);

  let request: OrderRequest = {
    salesCampaignId: formData.salesCampaign.salesCampaignId,
    paymentUniqueId,
    paymentMethodKey: payment.methodKey ?? null,
    purchaserPaymentData: paymentData ?? null,
    paymentProcessId: paidByProvider ? (payment.processId ?? null) : null,
    addresses: addresses ?? null,
    gpNr: gpNr && isValidCustomerNumber(gpNr, tenant.customerNumberFirstDigit) ? gpNr : null,
    advertisingMedium: text(entry.wt) ?? null,
    contactNumber: text(entry.ktnr) ?? null,
    crmCampaign: text(entry.campaign) ?? null,
    trackingId: text(entry._ptid) ?? null,
    dummyAddress: mayOrderWithoutAddress(tenant, formData) && !isAddressComplete(mainAddress(addresses), Object.keys(formData.countries)),
    validFrom: startDate && isoDate.test(startDate) ? startDate : null,
    mailAdvertEnabled: values?.mailAdvertEnabled === true,
    telAdvertEnabled: values?.telAdvertEnabled === true,
  };
  for (const contributor of context.plugins.get(orderRequestContributors)) {
    if (contributor.isActive(context)) request = contributor.contribute(request, context);
  }
  return knownFieldsOnly(request);
}
