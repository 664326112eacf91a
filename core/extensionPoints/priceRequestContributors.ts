import { func, type } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { PriceForDateRequest } from '../api/priceForDate.ts';
import type { PriceWithDeliveryDateRequest } from '../api/priceWithDeliveryDate.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { contributionShapes } from './contributionShapes.ts';

/** The price calls' fields core fills itself from the order (funnel.md section 7). */
type CorePriceField = 'addresses' | 'billingFrequency' | 'paymentMethodKey' | 'startDate' | 'mailDelivery';

/** A field both price calls carry that core leaves to the plugins (the logged-in role, a time limit, a redeemed code). */
type ContributedPriceField = Exclude<keyof PriceForDateRequest & keyof PriceWithDeliveryDateRequest, CorePriceField>;

/** The optional fields a plugin may set on the price calls, typed as the contract's (core/api). */
export type PriceRequestExtras = { readonly [Field in ContributedPriceField]?: NonNullable<PriceForDateRequest[Field]> };

/** Adds fields to priceWithDeliveryDate and priceForDate (a time limit, the logged-in role, a redeemed code). */
export interface PriceRequestContributor {
  readonly id: string;
  readonly order?: number;
  readonly isActive: (context: FunnelContext) => boolean;
  readonly contribute: (context: FunnelContext) => PriceRequestExtras;
}

/** Price-request contributors add the optional fields of the price calls core does not fill itself. */
export const priceRequestContributors = defineExtensionPoint<PriceRequestContributor>({
  id: 'priceRequestContributors',
  shape: type({ ...contributionShapes.identified, isActive: contributionShapes.guard, contribute: func() }),
  defaultOrder: 100,
});
