import { formSections } from '../extensionPoints/formSections.ts';
import { defaultDistrict } from '../orderForm/defaultDistrict.ts';
import { emptyOrderFormAddress } from '../orderForm/emptyOrderFormAddress.ts';
import type { OrderFormValues } from '../orderForm/OrderFormValues.ts';
import type { FunnelContext } from './FunnelContext.ts';

/**
 * The order form's values with every address, contact and customer-number field cleared, for the
 * other person's data once the reader's own addresses moved to the recruiter addresses (funnel.md
 * section 4). Start date and the plugin sections' values are kept, or seeded as the form would.
 */
export function clearedOrderFormValues(context: FunnelContext): OrderFormValues {
  const countries = Object.keys(context.store.formData.value?.countries ?? {});
  const district = defaultDistrict(context.store.formData.value?.regionSelectionOptions);
  const current = context.store.orderFormValues.value;
  const plugins: Record<string, unknown> = {};
  for (const section of context.plugins.get(formSections)) {
    if (section.isActive(context)) plugins[section.id] = section.initialValues?.(context) ?? {};
  }
  return {
    ...emptyOrderFormAddress(countries, district),
    customerType: 'private',
    email: '',
    phoneAreaCode: '',
    phoneSubscriberNumber: '',
    gpNr: '',
    deliveryAddressEnabled: false,
    deliveryAddress: emptyOrderFormAddress(countries, district),
    invoiceAddressEnabled: false,
    invoiceAddress: emptyOrderFormAddress(countries, district),
    termsAccepted: current?.termsAccepted ?? false,
    mailAdvertEnabled: current?.mailAdvertEnabled ?? false,
    telAdvertEnabled: current?.telAdvertEnabled ?? false,
    startDate: current?.startDate ?? context.store.formData.value?.startDate ?? '',
    plugins: current?.plugins ?? plugins,
  };
}
