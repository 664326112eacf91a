import { array, boolean, enums, literal, object, optional, record, size, string, type, union, unknown } from 'superstruct';
import type { Infer } from 'superstruct';
import { addressesInput } from '../api/entities/addressesInput.ts';
import { createOrderResponse } from '../api/entities/createOrderResponse.ts';
import { deliveryDateInfo } from '../api/entities/deliveryDateInfo.ts';
import { formData } from '../api/entities/formData.ts';
import { orderRole } from '../api/entities/orderRole.ts';
import { paymentData } from '../api/entities/paymentData.ts';
import { priceResult } from '../api/entities/priceResult.ts';
import { entryParamNames } from '../funnel/EntryParams.ts';
import type { FlowFlags } from '../funnel/FlowFlags.ts';
import { orderFormAddressFields } from '../orderForm/orderFormAddressFields.ts';

const text = (max: number) => optional(size(string(), 0, max));

const addressShape = type(Object.fromEntries(orderFormAddressFields.map((field) => [field, text(200)])));

/** The order form's values as react-final-form holds them (core/orderForm/OrderFormValues.ts). */
const orderFormValuesShape = type({
  ...Object.fromEntries(orderFormAddressFields.map((field) => [field, text(200)])),
  customerType: enums(['private', 'business']),
  email: text(254),
  phoneAreaCode: text(30),
  phoneSubscriberNumber: text(30),
  gpNr: text(10),
  deliveryAddressEnabled: boolean(),
  deliveryAddress: addressShape,
  invoiceAddressEnabled: boolean(),
  invoiceAddress: addressShape,
  termsAccepted: boolean(),
  mailAdvertEnabled: boolean(),
  telAdvertEnabled: boolean(),
  startDate: text(10),
  plugins: record(string(), unknown()),
});

/** The version written into every snapshot; a snapshot of another version is not restored. */
export const persistedStateVersion = 1;

/**
 * The funnel state kept on the server while the reader is at a payment provider (platform.md
 * section 4, "External payment return"): everything an order needs, and nothing else. Plugin
 * state is checked slice by slice against the schema each plugin declares.
 */
export const persistedFunnelState = object({
  version: literal(persistedStateVersion),
  entry: object(Object.fromEntries(entryParamNames.map((name) => [name, text(2000)]))),
  login: union([
    object({ status: literal('unknown') }),
    object({ status: literal('loggedIn') }),
    object({ status: literal('loggedOut'), serviceTicketUrl: optional(string()) }),
  ]),
  formData,
  orderFormValues: optional(orderFormValuesShape),
  addresses: optional(addressesInput),
  secondPersonAddresses: optional(addressesInput),
  role: optional(orderRole),
  flags: object({
    paymentMethodSelected: boolean(),
    billingFrequencySelected: boolean(),
    secondPersonAddressesSaved: boolean(),
    followUpOfferConfirmedByUser: boolean(),
    orderCreated: boolean(),
  } satisfies Record<keyof FlowFlags, unknown>),
  payment: object({
    methodKey: optional(size(string(), 1, 2)),
    billingFrequency: text(2),
    paymentData: optional(paymentData),
    processId: optional(size(string(), 1, 128)),
  }),
  price: object({ result: optional(priceResult), deliveryDateInfo: optional(deliveryDateInfo), callFailed: boolean() }),
  startDate: text(10),
  bonusCart: optional(size(array(size(string(), 1, 40)), 0, 20)),
  pluginState: record(string(), unknown()),
  paymentUniqueId: optional(size(string(), 20, 20)),
  orderResult: optional(createOrderResponse),
});

/** A snapshot of the funnel state. */
export type PersistedFunnelState = Infer<typeof persistedFunnelState>;
