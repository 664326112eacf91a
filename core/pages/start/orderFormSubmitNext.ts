import { setIn } from 'final-form';
import type { AddressCheckOutcome, AddressKind } from '../../addressCheck/interpretAddressCheck.ts';
import { checkedAddressKey } from '../../addressCheck/checkedAddressKey.ts';
import { interpretAddressCheck } from '../../addressCheck/interpretAddressCheck.ts';
import { subTitleNotice, type SubTitleNotice } from '../../addressCheck/subTitleNotice.ts';
import type { CheckAddressesResponse } from '../../api/checkAddresses.ts';
import type { AddressesInput } from '../../api/entities/addressesInput.ts';
import { toIsoDate } from '../../format/formatDisplayDate.ts';
import { toAddressesInput } from '../../funnel/toAddressesInput.ts';
import { withMailDeliverySelected } from '../../funnel/withMailDeliverySelected.ts';
import { isAddressFilled } from '../../orderForm/isAddressFilled.ts';
import type { OrderFormValidationContext } from '../../orderForm/OrderFormValidationContext.ts';
import type { OrderFormValues } from '../../orderForm/OrderFormValues.ts';
import { validateOrderForm } from '../../orderForm/validateOrderForm.ts';
import { addressPrefix } from './addressPrefix.ts';

/** What the order form does next after a submit its own checks and the sections' server checks let through. */
export type OrderFormNext =
  /** Ask the server's address check about these addresses and call again with its answer. */
  | { readonly kind: 'checkAddresses'; readonly addresses: AddressesInput }
  /** Keep the order data and move on; `outcome` is there when the address check was asked. */
  | { readonly kind: 'continue'; readonly outcome?: AddressCheckOutcome }
  /** Take the service's corrections over; submitting `confirmable` addresses again confirms them. */
  | {
      readonly kind: 'confirm';
      readonly outcome: AddressCheckOutcome;
      readonly changes: Readonly<Record<string, string>>;
      readonly confirmable: string;
    }
  /** Show these errors; with `fullAddressNeeded` the address is required from now on. */
  | {
      readonly kind: 'errors';
      readonly outcome: AddressCheckOutcome;
      readonly errors: Record<string, unknown>;
      readonly fullAddressNeeded: boolean;
    }
  /** Open the sub-title modal before moving on. */
  | { readonly kind: 'subTitle'; readonly outcome: AddressCheckOutcome; readonly notice: SubTitleNotice };

/** The address check's answer to this submit, and the addresses the reader may confirm by submitting again. */
export interface AddressCheckAnswer {
  readonly response: CheckAddressesResponse;
  readonly confirmable: string | undefined;
}

const fieldsOf = <T>(byKind: Partial<Record<AddressKind, Readonly<Record<string, T>> | undefined>>): [string, T][] =>
  Object.entries(byKind).flatMap(([kind, fields]) =>
    Object.entries(fields ?? {}).map(([field, value]): [string, T] => [`${addressPrefix(kind as AddressKind)}${field}`, value]),
  );

/**
 * The order form's submit after its checks (funnel.md section 4, "Address check"; section 8,
 * "Delivery by carrier not possible"): an optional, empty address moves on unchecked; otherwise the
 * server checks the addresses, and its answer corrects (confirm), blocks (errors), demands the full
 * address, opens the sub-title modal or moves on. `rules` are the form's validation rules.
 */
export function orderFormSubmitNext(
  values: OrderFormValues,
  rules: OrderFormValidationContext,
  answer: undefined,
  subTitleFallback: string,
): OrderFormNext;
export function orderFormSubmitNext(
  values: OrderFormValues,
  rules: OrderFormValidationContext,
  answer: AddressCheckAnswer,
  subTitleFallback: string,
): OrderFormNext & { readonly outcome: AddressCheckOutcome };
export function orderFormSubmitNext(
  values: OrderFormValues,
  rules: OrderFormValidationContext,
  answer: AddressCheckAnswer | undefined,
  subTitleFallback: string,
): OrderFormNext {
  if (!answer)
    return rules.addressRequired || isAddressFilled(values)
      ? { kind: 'checkAddresses', addresses: toAddressesInput(values) }
      : { kind: 'continue' };
  const outcome = interpretAddressCheck(answer.response, answer.confirmable === checkedAddressKey(values));
  if (outcome.state === 'changed' || outcome.state === 'suggested') {
    const changes = fieldsOf(outcome.corrections);
    const corrected = changes.reduce<object>((state, [name, value]) => setIn(state, name, value), values) as OrderFormValues;
    return { kind: 'confirm', outcome, changes: Object.fromEntries(changes), confirmable: checkedAddressKey(corrected) };
  }
  if (outcome.state === 'invalid') {
    const errors = fieldsOf(outcome.fieldErrors).reduce<object>((state, [name, message]) => setIn(state, name, message), {});
    return { kind: 'errors', outcome, errors: errors as Record<string, unknown>, fullAddressNeeded: false };
  }
  // The address's empty fields are marked so the reader can complete them.
  if (outcome.state === 'fullAddressNeeded')
    return { kind: 'errors', outcome, errors: validateOrderForm(values, { ...rules, addressRequired: true }), fullAddressNeeded: true };
  const notice = subTitleNotice(answer.response, rules.printProductType, subTitleFallback);
  return notice ? { kind: 'subTitle', outcome, notice } : { kind: 'continue', outcome };
}

/**
 * The order data a moving-on submit keeps: the addresses freshly built from the form (so an address
 * changed since drops an earlier postal delivery; `mailDelivery` is the sub-title modal's
 * "Abbrechen"), and the start date: the chosen one when the form shows it, else the one already
 * kept, else the earliest.
 */
export function keptOrderData(
  values: OrderFormValues,
  mailDelivery: boolean,
  startDate: { readonly shown: boolean; readonly kept: string | undefined; readonly earliest: Date },
): { readonly addresses: AddressesInput; readonly startDate: string } {
  const addresses = toAddressesInput(values);
  return {
    addresses: mailDelivery ? withMailDeliverySelected(addresses) : addresses,
    startDate: (startDate.shown && values.startDate) || startDate.kept || toIsoDate(startDate.earliest),
  };
}
