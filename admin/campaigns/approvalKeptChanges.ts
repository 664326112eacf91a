import type { ApprovalChanges } from '../api/availableSalesCampaign.ts';

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
