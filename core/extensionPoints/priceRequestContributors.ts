import { func, type } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { OrderRole } from '../api/entities/orderRole.ts';
import type { GiftTimeLimit } from '../api/entities/giftTimeLimit.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { contributionShapes } from './contributionShapes.ts';

/** The optional fields a plugin may set on the price calls (funnel.md section 7). */
export interface PriceRequestExtras {
  readonly loggedInCustomerRole?: OrderRole;
  readonly timeLimit?: GiftTimeLimit;
  /** A code the reader redeemed (an addition beyond funnel.md, docs/vouchers.md "Voucher codes"); the service prices with it. */
  readonly voucherCode?: string;
}

/** Adds fields to priceWithDeliveryDate and priceForDate (gift time limit, role, a redeemed code). */
export interface PriceRequestContributor {
  readonly id: string;
  readonly order?: number;
  readonly isActive: (context: FunnelContext) => boolean;
  readonly contribute: (context: FunnelContext) => PriceRequestExtras;
}

/** Price-request contributors add the optional timeLimit and loggedInCustomerRole to the price calls (gift, lwl). */
export const priceRequestContributors = defineExtensionPoint<PriceRequestContributor>({
  id: 'priceRequestContributors',
  shape: type({ ...contributionShapes.identified, isActive: contributionShapes.guard, contribute: func() }),
  defaultOrder: 100,
});
