import { func, type } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import type { OrderRequest } from '../api/entities/orderRequest.ts';
import { contributionShapes } from './contributionShapes.ts';

/** Adds a plugin's fields to the create-order request (funnel.md section 3, "Order request"). */
export interface OrderRequestContributor {
  readonly id: string;
  readonly order?: number;
  readonly isActive: (context: FunnelContext) => boolean;
  /** Returns the request with the plugin's fields added; must not mutate its input. */
  readonly contribute: (request: OrderRequest, context: FunnelContext) => OrderRequest;
}

/**
 * Order-request contributors add plugin fields to the create-order request: bonusMatNrs, mmNumber, pva, birthDate and
 * mrz, studentEnrollmentCertificateUploadId, and the gift and lwl request variants.
 */
export const orderRequestContributors = defineExtensionPoint<OrderRequestContributor>({
  id: 'orderRequestContributors',
  shape: type({ ...contributionShapes.identified, isActive: contributionShapes.guard, contribute: func() }),
  defaultOrder: 100,
});
