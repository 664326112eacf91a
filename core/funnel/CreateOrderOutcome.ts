import type { CreateOrderResponse } from '../api/entities/createOrderResponse.ts';

/** How an order attempt ended: created (now or before), or failed with the call's error. */
export type CreateOrderOutcome =
  | { readonly kind: 'created'; readonly result: CreateOrderResponse }
  | { readonly kind: 'failed'; readonly error: unknown };
