import { array, boolean, enums, number, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { maybe } from './maybe.ts';

const additionalCharge = type({ value: number() });

/**
 * An order bonus (funnel.md section 3). Complex bonuses have a materialNumber starting with K,
 * properties to choose and variants matching a full set of property values.
 */
export const orderBonus = type({
  materialNumber: string(),
  title: maybe(string()),
  label: maybe(string()),
  imagePath: maybe(string()),
  infoPoints: maybe(array(string())),
  link: maybe(string()),
  linkLabel: maybe(string()),
  text: maybe(string()),
  textLabel: maybe(string()),
  additionalCharges: maybe(array(additionalCharge)),
  /** Cash amount in euro paid out to the bank account; set for classification CASH. */
  cashBonus: maybe(number()),
  classification: maybe(enums(['CASH', 'MILES_AND_MORE', 'NON_MONETARY'])),
  /** ISO date. */
  validFrom: maybe(string()),
  active: maybe(boolean()),
  invalid: maybe(boolean()),
  properties: maybe(array(type({ name: string(), values: array(string()) }))),
  variants: maybe(array(type({
    materialNumber: string(),
    title: maybe(string()),
    /** One value per property; `name` names the property it belongs to. */
    propertyValues: array(type({ name: maybe(string()), value: string() })),
    additionalCharges: maybe(array(additionalCharge)),
  }))),
});

/** An order bonus. */
export type OrderBonus = Infer<typeof orderBonus>;
