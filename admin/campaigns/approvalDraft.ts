import type { ApprovalChanges, AvailableSalesCampaign } from '../api/availableSalesCampaign.ts';

/** Approvals changed on screen and not yet saved: campaign id → the approval staff chose. */
export type ApprovalDraft = ReadonlyMap<string, boolean>;

/** The draft after staff set `approved` on `campaign`; setting it back to the saved value drops the entry. */
export function withApproval(
  draft: ApprovalDraft,
  campaign: Pick<AvailableSalesCampaign, 'id' | 'approved'>,
  approved: boolean,
): ApprovalDraft {
  const next = new Map(draft);
  if (approved === campaign.approved) next.delete(campaign.id);
  else next.set(campaign.id, approved);
  return next;
}

/** The approval a campaign shows: the draft's where staff changed it, else the saved one. */
export function shownApproval(draft: ApprovalDraft, campaign: Pick<AvailableSalesCampaign, 'id' | 'approved'>): boolean {
  return draft.get(campaign.id) ?? campaign.approved;
}

/** The body of `approveSalesCampaigns` for the draft, by campaign id. */
export function approvalChangesOf(draft: ApprovalDraft): ApprovalChanges {
  return [...draft].sort(([a], [b]) => a.localeCompare(b)).map(([salesCampaignId, approved]) => ({ salesCampaignId, approved }));
}

/**
 * A draft from changes kept earlier, against the list as loaded now: changes for campaigns that are
 * gone or already have that approval are dropped.
 */
export function draftFrom(changes: ApprovalChanges, campaigns: readonly AvailableSalesCampaign[]): ApprovalDraft {
  const byId = new Map(campaigns.map((campaign) => [campaign.id, campaign]));
  let draft: ApprovalDraft = new Map();
  for (const change of changes) {
    const campaign = byId.get(change.salesCampaignId);
    if (campaign) draft = withApproval(draft, campaign, change.approved);
  }
  return draft;
}

// Survives the way to the home after a failed save (platform.md section 8), so a busy staff member loses no choice.
let kept: { readonly tenant: string; readonly changes: ApprovalChanges } | undefined;

/** Keeps the unsaved approvals of `tenant` when saving them failed. */
export function keepApprovalChanges(tenant: string, changes: ApprovalChanges): void {
  kept = { tenant, changes };
}

/** The approvals kept for `tenant`, if a save failed since the screen last showed them. */
export function keptApprovalChanges(tenant: string): ApprovalChanges | undefined {
  return kept?.tenant === tenant ? kept.changes : undefined;
}

/** Forgets the kept approvals once the approval screen holds them again. */
export function forgetApprovalChanges(): void {
  kept = undefined;
}
