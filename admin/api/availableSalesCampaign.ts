import { array, boolean, object, size, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { maybe } from '../../core/index.ts';

/**
 * A row of the approval list (`GET admin/availableSalesCampaigns/{tenant}`, platform.md section
 * 2): every campaign of the tenant's catalogue; approved ones appear in the sales campaign overview.
 */
const availableSalesCampaign = type({
  id: string(),
  name: string(),
  active: boolean(),
  approved: boolean(),
  validFrom: maybe(string()),
  validUntil: maybe(string()),
});

/** A row of the approval list. */
export type AvailableSalesCampaign = Infer<typeof availableSalesCampaign>;

/** The approval list. */
export const availableSalesCampaigns = array(availableSalesCampaign);

/** The body of `POST admin/approvedSalesCampaigns/{tenant}`: campaigns to approve (true) or withdraw (false). */
export const approvalChanges = size(array(object({ salesCampaignId: size(string(), 1, 60), approved: boolean() })), 1, 500);

/** Approval changes. */
export type ApprovalChanges = Infer<typeof approvalChanges>;
