/** Whether readers can order a campaign today, and if not, why. */
export type CampaignAvailability =
  | { readonly kind: 'orderable' }
  | { readonly kind: 'inactive' }
  | { readonly kind: 'notYetValid'; readonly validFrom: string }
  | { readonly kind: 'expired'; readonly validUntil: string };

/** What the availability of a campaign depends on: its active switch and its validity (yyyy-MM-dd, both ends inclusive). */
export interface CampaignAvailabilityInput {
  readonly active: boolean;
  readonly validFrom: string | null;
  readonly validUntil: string | null;
}

/**
 * Readers can order a campaign that is active and valid on `today` (yyyy-MM-dd): from its first
 * valid day through its last. Shared by the sandbox (the reader's initial load) and the admin
 * overview, so staff see the very rule readers meet.
 */
export function campaignAvailability(campaign: CampaignAvailabilityInput, today: string): CampaignAvailability {
  if (!campaign.active) return { kind: 'inactive' };
  if (campaign.validFrom !== null && today < campaign.validFrom) return { kind: 'notYetValid', validFrom: campaign.validFrom };
  if (campaign.validUntil !== null && today > campaign.validUntil) return { kind: 'expired', validUntil: campaign.validUntil };
  return { kind: 'orderable' };
}
