import { Fragment, useEffect, useRef, useState } from 'react';
import { formatDisplayDate } from '../../core/index.ts';
import { Alert } from '../../core/ui.ts';
import { leaveWithNotice, useUnsavedChangesGuard } from '../app/adminNavigation.ts';
import { adminPaths } from '../app/adminPaths.ts';
import { useAdminSession } from '../app/AdminSession.ts';
import { adminErrorOf } from '../api/adminErrorBody.ts';
import type { AvailableSalesCampaign } from '../api/availableSalesCampaign.ts';
import { DataTable } from '../ui/DataTable.tsx';
import { approvalChangesOf, draftFrom, shownApproval, withApproval, type ApprovalDraft, forgetApprovalChanges, keepApprovalChanges, keptApprovalChanges } from './approvalDraft.ts';
import { ApprovalFilterBar } from './ApprovalFilterBar.tsx';
import { filterApprovalList, noApprovalFilter, type ApprovalFilter } from './approvalFilter.ts';
import { approvalTexts as texts } from './approvalTexts.ts';

interface Feedback {
  readonly kind: 'success' | 'error';
  readonly text: string;
  readonly details?: readonly string[];
}

// Long ids may break after their hyphens only, so the six columns fit at 768 px.
const breakableId = (id: string) =>
  id.split('-').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          -<wbr />
        </>
      ) : null}
    </Fragment>
  ));

const displayDate = (date: string | null | undefined) => (date ? formatDisplayDate(date) || date : texts.noDate);

/**
 * The approval list with its filter and the save bar. Changes are collected and saved with one
 * button (admin/README.md, "Sales campaign approval"): leaving with unsaved changes asks first,
 * and a failed save keeps them for the next visit of the screen.
 */
export function ApprovalEditor({
  campaigns,
  onSaved,
}: {
  readonly campaigns: readonly AvailableSalesCampaign[];
  readonly onSaved: (campaigns: AvailableSalesCampaign[]) => void;
}) {
  const { client, tenant } = useAdminSession();
  const [draft, setDraft] = useState<ApprovalDraft>(() => draftFrom(keptApprovalChanges(tenant.key) ?? [], campaigns));
  const [feedback, setFeedback] = useState<Feedback | undefined>(undefined);
  // At the top, where it is seen on arrival: the choice a failed save left is ticked again.
  const [restored, setRestored] = useState(() => draft.size > 0);
  const [filter, setFilter] = useState<ApprovalFilter>(noApprovalFilter);
  const [saving, setSaving] = useState(false);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const pendingRef = useRef<HTMLParagraphElement>(null);
  const focusFeedback = useRef(false);
  useUnsavedChangesGuard(draft.size > 0);
  // After a save the message takes the focus once it is on the page (the save button is disabled by then).
  useEffect(() => {
    if (!feedback || !focusFeedback.current) return;
    focusFeedback.current = false;
    feedbackRef.current?.focus();
  }, [feedback]);
  // The kept changes are on screen again (or were stale): a later visit starts from the server's state.
  useEffect(() => forgetApprovalChanges(), []);

  const rows = filterApprovalList(campaigns, filter);

  const change = (campaign: AvailableSalesCampaign, approved: boolean) => {
    setFeedback(undefined);
    setDraft((current) => withApproval(current, campaign, approved));
  };

  const discard = () => {
    // The buttons turn disabled: the focus goes to the line that says nothing is pending.
    pendingRef.current?.focus();
    setDraft(new Map());
    setFeedback(undefined);
    setRestored(false);
  };

  const save = async () => {
    const changes = approvalChangesOf(draft);
    setSaving(true);
    setFeedback(undefined);
    try {
      const answer = await client.approveSalesCampaigns(changes);
      setDraft(new Map());
      onSaved(answer);
      setRestored(false);
      focusFeedback.current = true;
      setFeedback({ kind: 'success', text: texts.saved(changes) });
    } catch (error) {
      const refusal = adminErrorOf(error);
      if (refusal?.error !== 'INVALID_APPROVAL') {
        keepApprovalChanges(tenant.key, changes);
        leaveWithNotice(adminPaths.home, texts.saveFailed);
        return;
      }
      // A campaign the tenant no longer has: nothing changed; the choice stays for correction.
      focusFeedback.current = true;
      setFeedback({ kind: 'error', text: refusal.message ?? texts.refused, details: refusal.fields?.map((field) => field.message) ?? [] });
    }
    setSaving(false);
  };

  return (
    <>
      {restored ? <Alert kind="info">{texts.restored}</Alert> : null}
      <ApprovalFilterBar filter={filter} onChange={setFilter} shown={rows.length} total={campaigns.length} />
      <div className="approval-table">
        <DataTable
          caption={texts.caption(tenant.name)}
          rows={rows}
          rowKey={(campaign) => campaign.id}
          initialSort={{ key: 'id', direction: 'ascending' }}
          empty={
            campaigns.length === 0 ? (
              <p>{texts.empty}</p>
            ) : (
              <>
                <p>{texts.emptyFiltered}</p>
                <button type="button" className="button button--secondary" onClick={() => setFilter(noApprovalFilter)}>
                  {texts.resetFilter}
                </button>
              </>
            )
          }
          columns={[
            { key: 'id', header: texts.columnId, cell: (campaign) => breakableId(campaign.id), sortValue: (campaign) => campaign.id },
            { key: 'name', header: texts.columnName, cell: (campaign) => campaign.name, sortValue: (campaign) => campaign.name },
            { key: 'active', header: texts.columnActive, cell: (campaign) => (campaign.active ? texts.yes : texts.no), sortValue: (campaign) => campaign.active },
            {
              key: 'approved',
              header: texts.columnApproved,
              // Sorted by the saved state, so a row stays in place while it is ticked.
              sortValue: (campaign) => campaign.approved,
              cell: (campaign) => (
                <span className="approval-cell">
                  <label className="approval-toggle">
                    <input
                      type="checkbox"
                      checked={shownApproval(draft, campaign)}
                      disabled={saving}
                      onChange={(event) => change(campaign, event.target.checked)}
                    />
                    <span className="visually-hidden">{`${campaign.id} ${texts.approvedLabel}`}</span>
                  </label>
                  {draft.has(campaign.id) ? <span className="admin-badge approval-changed">{texts.changed}</span> : null}
                </span>
              ),
            },
            {
              key: 'validFrom',
              header: texts.columnValidFrom,
              cell: (campaign) => displayDate(campaign.validFrom),
              sortValue: (campaign) => campaign.validFrom ?? '',
            },
            {
              key: 'validUntil',
              header: texts.columnValidUntil,
              cell: (campaign) => displayDate(campaign.validUntil),
              // An open end is the latest end of all.
              sortValue: (campaign) => campaign.validUntil ?? '9999-12-31',
            },
          ]}
        />
      </div>
      <div role="status" className="approval-feedback">
        {feedback ? (
          <div ref={feedbackRef} tabIndex={-1} className={`alert alert--${feedback.kind}`}>
            <p>{feedback.text}</p>
            {feedback.details && feedback.details.length > 0 ? (
              <ul>
                {feedback.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="approval-savebar">
        <div className="approval-savebar__row">
          <p ref={pendingRef} tabIndex={-1} className="approval-savebar__pending" aria-live="polite">
            {texts.pending(draft.size)}
          </p>
          <div className="approval-savebar__actions">
            <button type="button" className="button button--secondary" onClick={discard} disabled={saving || draft.size === 0}>
              {texts.discard}
            </button>
            <button type="button" className="button button--primary" onClick={() => void save()} disabled={saving || draft.size === 0}>
              {saving ? texts.saving : texts.save}
            </button>
          </div>
        </div>
      </div>
    </>
  );
}
