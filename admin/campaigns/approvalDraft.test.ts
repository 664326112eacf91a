import { describe, expect, it } from 'vitest';
import { approvalChangesOf, draftFrom, shownApproval, withApproval, type ApprovalDraft } from './approvalDraft.ts';

const campaign = (id: string, approved: boolean) => ({ id, name: id, active: true, approved, validFrom: null, validUntil: null });
const open = campaign('SZ-OHNE-SHOP', false);
const live = campaign('SZ-DIGITAL-STANDARD', true);

describe('approval draft', () => {
  it('holds a change until it is set back to the saved approval', () => {
    let draft: ApprovalDraft = new Map();
    draft = withApproval(draft, open, true);
    expect(shownApproval(draft, open)).toBe(true);
    expect(shownApproval(draft, live)).toBe(true);
    draft = withApproval(draft, live, false);
    expect(approvalChangesOf(draft)).toEqual([
      { salesCampaignId: 'SZ-DIGITAL-STANDARD', approved: false },
      { salesCampaignId: 'SZ-OHNE-SHOP', approved: true },
    ]);
    draft = withApproval(draft, open, false);
    expect(draft.has('SZ-OHNE-SHOP')).toBe(false);
    expect(shownApproval(draft, open)).toBe(false);
    expect(approvalChangesOf(draft)).toEqual([{ salesCampaignId: 'SZ-DIGITAL-STANDARD', approved: false }]);
  });

  it('does not change the draft it was given', () => {
    const empty: ApprovalDraft = new Map();
    withApproval(empty, open, true);
    expect(empty.size).toBe(0);
  });

  it('restores kept changes against the list as loaded now, dropping the stale ones', () => {
    const kept = [
      { salesCampaignId: 'SZ-OHNE-SHOP', approved: true },
      { salesCampaignId: 'SZ-DIGITAL-STANDARD', approved: true },
      { salesCampaignId: 'SZ-GIBT-ES-NICHT-MEHR', approved: false },
    ];
    expect(approvalChangesOf(draftFrom(kept, [open, live]))).toEqual([{ salesCampaignId: 'SZ-OHNE-SHOP', approved: true }]);
  });
});
