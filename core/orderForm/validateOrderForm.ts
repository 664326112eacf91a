import { hasUnsafeCharacters } from '../api/entities/plainText.ts';
import { isAddressFilled } from './isAddressFilled.ts';
import { isEmailRequired } from './isEmailRequired.ts';
import { isValidCustomerNumber } from './isValidCustomerNumber.ts';
import { isValidEmail } from './isValidEmail.ts';
import type { OrderFormAddress } from './OrderFormAddress.ts';
import type { OrderFormErrors } from './OrderFormErrors.ts';
import { orderFormMessages } from './orderFormMessages.ts';
import type { OrderFormValidationContext } from './OrderFormValidationContext.ts';
import type { OrderFormValues } from './OrderFormValues.ts';
import { trimmedText } from './trimmedText.ts';
import { validateOrderFormAddress } from './validateOrderFormAddress.ts';
import { validatePhone } from './validatePhone.ts';

/**
 * The `validate` function of the order form (funnel.md section 5, "Order form"): all sections
 * (common, private, business, delivery, invoice) together. Returns a final-form errors object
 * nested like the values; a valid field is absent, so `{}` means valid.
 *
 * - Main address: see `validateOrderFormAddress`; names by customer type (private: first and last
 *   name, business: company name) and only when `nameEditable`; the full address only when
 *   `addressRequired`; digital products use the street form without post office box.
 * - E-mail: standard pattern; mandatory as `isEmailRequired` says.
 * - Phone: see `validatePhone`; checked in the main address's country.
 * - Customer number, when the customer-number selection is shown and a number is entered: exactly
 *   10 digits starting with the tenant's first digit ('Keine gültigen Daten').
 * - Delivery and invoice addresses (business customers only, as only they send them): validated
 *   as full addresses when enabled and at least one of their fields is filled.
 * - Terms accepted ('Bitte Akzeptieren Sie die AGB'), in the order view (the second-person form has none).
 */
export function validateOrderForm(values: OrderFormValues, context: OrderFormValidationContext): OrderFormErrors {
  const isBusiness = values.customerType === 'business';
  const allowPostOfficeBox = context.printProductType !== 'D';
  const errors: OrderFormErrors = validateOrderFormAddress(values, {
    countries: context.countries,
    requireFullAddress: context.addressRequired,
    allowPostOfficeBox,
    names: !context.nameEditable ? 'none' : isBusiness ? 'company' : 'person',
  });

  const email = trimmedText(values.email);
  if (email === '' && isEmailRequired(context)) errors.email = orderFormMessages.emailRequired;
  if (email !== '' && !isValidEmail(email)) errors.email = orderFormMessages.emailInvalid;
  if (hasUnsafeCharacters(values.email)) errors.email = orderFormMessages.unsafeCharacters;

  Object.assign(errors, validatePhone(values.phoneAreaCode, values.phoneSubscriberNumber, context.isValidPhone, values.country));

  const gpNr = trimmedText(values.gpNr);
  if (context.showGpTypeSelection && gpNr !== '' && !isValidCustomerNumber(gpNr, context.customerNumberFirstDigit)) {
    errors.gpNr = orderFormMessages.customerNumberInvalid;
  }

  if (isBusiness) {
    const optionalAddress = (enabled: boolean, address: OrderFormAddress) => {
      if (!enabled || !isAddressFilled(address)) return undefined;
      const addressErrors = validateOrderFormAddress(address, {
        countries: context.countries,
        requireFullAddress: true,
        allowPostOfficeBox,
        names: 'personOrCompany',
      });
      return Object.keys(addressErrors).length > 0 ? addressErrors : undefined;
    };
    const deliveryErrors = optionalAddress(values.deliveryAddressEnabled, values.deliveryAddress);
    if (deliveryErrors) errors.deliveryAddress = deliveryErrors;
    const invoiceErrors = optionalAddress(values.invoiceAddressEnabled, values.invoiceAddress);
    if (invoiceErrors) errors.invoiceAddress = invoiceErrors;
  }

  if (context.view === 'order' && values.termsAccepted !== true) errors.termsAccepted = orderFormMessages.termsRequired;
  return errors;
}
