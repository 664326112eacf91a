import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-final-form';
import { formatChangedAt } from '../ui/AuditLogTable.tsx';
import type { CampaignDraft } from './campaignDraft.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';
import { sameJson } from './ListField.tsx';

/**
 * Offers back the changes of a save that failed (kept in the tab's session storage): restore puts
 * them into the form, unsaved, and says so; discard drops them (`onDiscard`). Either way the stored
 * draft is gone (`onSettled`); a failing save keeps a new one.
 */
export function DraftOffer({ draft, stored, onSettled, onDiscard }: { readonly draft: CampaignDraft; readonly stored: CampaignFormValues; readonly onSettled: () => void; readonly onDiscard: () => void }) {
  const form = useForm<CampaignFormValues>();
  const [restored, setRestored] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (restored) notice.current?.focus();
  }, [restored]);

  if (restored) {
    return (
      <div ref={notice} tabIndex={-1} role="status" className="alert alert--info campaign-notice">
        Ihre Änderungen sind wiederhergestellt und noch nicht gespeichert. Bitte prüfen Sie sie und speichern Sie.
      </div>
    );
  }
  const restore = () => {
    form.batch(() => {
      for (const [field, value] of Object.entries(draft.values)) form.change(field as keyof CampaignFormValues, value as never);
    });
    setRestored(true);
    onSettled();
  };
  return (
    <section className="campaign-draft" aria-labelledby="campaign-draft-title">
      <div className="alert alert--info">
        <h2 id="campaign-draft-title" className="campaign-draft__title">
          Ihre nicht gespeicherten Änderungen sind noch da
        </h2>
        <p>
          Beim Speichern am {formatChangedAt(draft.savedAt)} ist ein Fehler aufgetreten. Ihre Änderungen von damals können Sie wiederherstellen.
          {sameJson(draft.basedOn, stored) ? null : ' Die Aktion wurde seitdem gespeichert: Wiederhergestellte Änderungen ersetzen den neuen Stand.'}
        </p>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={restore}>
            Änderungen wiederherstellen
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              onSettled();
              onDiscard();
            }}
          >
            Verwerfen
          </button>
        </div>
      </div>
    </section>
  );
}
