import type { AuditEntry } from '../api/auditEntry.ts';
import { DataTable } from './DataTable.tsx';

const actionLabels: Record<AuditEntry['action'], string> = {
  updated: 'geändert',
  approved: 'freigegeben',
  withdrawn: 'Freigabe entzogen',
  created: 'angelegt',
  deleted: 'gelöscht',
  imageUploaded: 'Bild hochgeladen',
  userAdded: 'Benutzer hinzugefügt',
  userRemoved: 'Benutzer entfernt',
  writeRefused: 'Änderung abgewiesen',
};

const objectLabels: Record<AuditEntry['objectType'], string> = {
  salesCampaign: 'Verkaufsaktion',
  bonus: 'Prämie',
  user: 'Benutzer',
  request: 'Anfrage',
  voucher: 'Gutschein',
};

/** Who made a change; a refused write may come without any staff session. */
function actorText(actor: AuditEntry['actor']): string {
  return actor.login === '' ? 'unbekannt (ohne Anmeldung)' : `${actor.firstName} ${actor.lastName} (${actor.login})`;
}

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });

/** When a change was made, in German local time. */
export function formatChangedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/**
 * The audit log as a table: when, who, what (unless `showObject` is off, on an object's own page),
 * the action and every changed field with its value before and after.
 */
export function AuditLogTable({
  entries,
  caption,
  showObject = true,
}: {
  readonly entries: readonly AuditEntry[];
  readonly caption: string;
  readonly showObject?: boolean;
}) {
  return (
    <DataTable
      caption={caption}
      rows={entries}
      rowKey={(entry) => String(entry.id)}
      empty={<p>Noch keine Änderungen protokolliert.</p>}
      columns={[
        {
          key: 'changedAt',
          header: 'Zeitpunkt',
          cell: (entry) => <time dateTime={entry.changedAt}>{formatChangedAt(entry.changedAt)}</time>,
          sortValue: (entry) => entry.changedAt,
        },
        { key: 'actor', header: 'Wer', cell: (entry) => actorText(entry.actor), sortValue: (entry) => entry.actor.lastName },
        ...(showObject
          ? [
              {
                key: 'object',
                header: 'Was',
                cell: (entry: AuditEntry) => `${objectLabels[entry.objectType]} ${entry.objectId}`,
                sortValue: (entry: AuditEntry) => entry.objectId,
              },
            ]
          : []),
        { key: 'action', header: 'Aktion', cell: (entry) => actionLabels[entry.action], sortValue: (entry) => actionLabels[entry.action] },
        {
          key: 'changes',
          header: 'Änderungen',
          cell: (entry) =>
            entry.changes.length === 0 ? (
              '–'
            ) : (
              <ul className="admin-changes">
                {entry.changes.map((change) =>
                  // A refused write changed nothing: its details are values, not a before and after.
                  entry.action === 'writeRefused' ? (
                    <li key={change.field}>
                      <code>{change.field}</code>: {formatAuditValue(change.after)}
                    </li>
                  ) : (
                    <li key={change.field}>
                      <code>{change.field}</code>: <span className="admin-changes__before">{formatAuditValue(change.before)}</span> →{' '}
                      <span className="admin-changes__after">{formatAuditValue(change.after)}</span>
                    </li>
                  ),
                )}
              </ul>
            ),
        },
      ]}
    />
  );
}

/** An audit value as plain text: strings as they are, empty values as "(leer)", the rest as JSON; long values cut. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(leer)';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}
