import { array, boolean, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { maybe } from './maybe.ts';

/** The answer of order/create (funnel.md section 3). `validFrom` is ISO yyyy-MM-dd. */
export const createOrderResponse = type({
  orderNumbers: array(string()),
  temporary: maybe(boolean()),
  registrationPossible: maybe(boolean()),
  validFrom: maybe(string()),
  gpNr: maybe(string()),
  lastName: maybe(string()),
  temporaryOrderId: maybe(string()),
});

/** The answer of order/create. */
export type CreateOrderResponse = Infer<typeof createOrderResponse>;
