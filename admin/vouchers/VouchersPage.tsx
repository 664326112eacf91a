import { useState } from 'react';
import { formatDisplayDate, formatEuro } from '../../core/index.ts';
import { Alert } from '../../core/ui.ts';
import { adminErrorOf } from '../api/adminErrorBody.ts';
import type { VoucherEntry } from '../api/voucherEntry.ts';
import { AdminPage } from '../app/AdminPage.tsx';
import { adminPaths } from '../app/adminPaths.ts';
import { useAdminSession } from '../app/AdminSession.ts';
import { useAdminResource } from '../app/useAdminResource.ts';
import type { FieldError } from '../rules/FieldError.ts';
import { DataTable } from '../ui/DataTable.tsx';
import { ResourceView } from '../ui/ResourceView.tsx';
import { VoucherForm } from './VoucherForm.tsx';
import { emptyVoucherForm, formValuesOf, toVoucherInput, type VoucherFormValues } from './voucherFormValues.ts';
import './vouchers.css';

type StatusFilter = 'alle' | 'aktiv' | 'inaktiv';

const listFailedText = 'Die Gutscheine konnten nicht geladen werden. Bitte versuchen Sie es in einigen Minuten erneut.';

const discountText = (entry: VoucherEntry) =>
  `${entry.discountKind === 'percent' ? `${entry.discountValue} %` : formatEuro(entry.discountValue)} ${entry.months === null ? 'ganze Laufzeit' : `${entry.months} Monate`}`;

const matches = (entry: VoucherEntry, query: string) =>
  [entry.code, entry.description, ...entry.campaignIds].some((text) => text.toLowerCase().includes(query.trim().toLowerCase()));

/** A refused save's fields, or one general message when the server named none. */
function failedFields(error: unknown): readonly FieldError[] {
  const body = adminErrorOf(error);
  return body?.fields?.length ? body.fields : [{ path: 'form', message: body?.message ?? 'Der Gutschein konnte nicht gespeichert werden.' }];
}

/**
 * The voucher codes ("Gutscheine", `/internal/vouchers`): the tenant's codes with their redemption counts, filtered by
 * status and text. Admins and key users create, edit, deactivate and delete an unredeemed code; users look only (the
 * server refuses their writes anyway, admin/README.md "Who may do what").
 */
export function VouchersPage() {
  const { client, role, tenant } = useAdminSession();
  const mayManage = role === 'admin' || role === 'keyuser';
  const [status, setStatus] = useState<StatusFilter>('alle');
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<VoucherEntry | 'new' | undefined>(undefined);
  const [notice, setNotice] = useState<{ readonly kind: 'success' | 'error'; readonly text: string } | undefined>(undefined);
  const handle = useAdminResource('vouchers', () => client.vouchers(), { path: adminPaths.home, text: listFailedText });

  const save = async (values: VoucherFormValues, list: readonly VoucherEntry[]): Promise<readonly FieldError[]> => {
    try {
      const target = editing;
      const saved = target === 'new' || target === undefined ? await client.createVoucher(toVoucherInput(values)) : await client.updateVoucher(target.id, toVoucherInput(values));
      handle.replace([...list.filter((entry) => entry.id !== saved.id), saved].sort((a, b) => a.code.localeCompare(b.code)));
      setEditing(undefined);
      setNotice({ kind: 'success', text: `Der Gutschein ${saved.code} wurde gespeichert.` });
      return [];
    } catch (error) {
      return failedFields(error);
    }
  };

  const toggle = async (entry: VoucherEntry, list: readonly VoucherEntry[]) => {
    const { id: _id, redemptions: _count, ...input } = entry;
    try {
      const saved = await client.updateVoucher(entry.id, { ...input, active: !entry.active });
      handle.replace(list.map((item) => (item.id === saved.id ? saved : item)));
      setNotice({ kind: 'success', text: `Der Gutschein ${saved.code} ist jetzt ${saved.active ? 'aktiv' : 'deaktiviert'}.` });
    } catch (error) {
      setNotice({ kind: 'error', text: adminErrorOf(error)?.message ?? 'Der Gutschein konnte nicht geändert werden.' });
    }
  };

  const remove = async (entry: VoucherEntry, list: readonly VoucherEntry[]) => {
    try {
      await client.deleteVoucher(entry.id);
      handle.replace(list.filter((item) => item.id !== entry.id));
      setNotice({ kind: 'success', text: `Der Gutschein ${entry.code} wurde gelöscht.` });
    } catch (error) {
      setNotice({ kind: 'error', text: adminErrorOf(error)?.message ?? 'Der Gutschein konnte nicht gelöscht werden.' });
    }
  };

  return (
    <AdminPage
      title="Gutscheine"
      actions={
        mayManage && editing === undefined ? (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            Gutschein anlegen
          </button>
        ) : null
      }
    >
      {notice ? <Alert kind={notice.kind}>{notice.text}</Alert> : null}
      <ResourceView handle={handle} loadingText="Gutscheine werden geladen …" failedText={listFailedText}>
        {(list) => {
          const shown = list.filter((entry) => (status === 'alle' || entry.active === (status === 'aktiv')) && matches(entry, query));
          return (
            <>
              {mayManage && editing !== undefined ? (
                <VoucherForm
                  key={editing === 'new' ? 'new' : editing.id}
                  heading={editing === 'new' ? 'Neuer Gutschein' : `Gutschein ${editing.code} bearbeiten`}
                  submitLabel={editing === 'new' ? 'Gutschein anlegen' : 'Speichern'}
                  initial={editing === 'new' ? emptyVoucherForm : formValuesOf(editing)}
                  onSubmit={(values) => save(values, list)}
                  onCancel={() => setEditing(undefined)}
                />
              ) : null}
              <search className="admin-toolbar" aria-label="Gutscheine filtern">
                <div className="field voucher-admin__filter">
                  <label className="field__label" htmlFor="voucher-status-filter">
                    Status
                  </label>
                  <select id="voucher-status-filter" className="select" value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)}>
                    <option value="alle">alle</option>
                    <option value="aktiv">aktiv</option>
                    <option value="inaktiv">inaktiv</option>
                  </select>
                </div>
                <div className="field voucher-admin__filter">
                  <label className="field__label" htmlFor="voucher-text-filter">
                    Suche
                  </label>
                  <input id="voucher-text-filter" className="input" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
                </div>
              </search>
              <DataTable
                caption={`Gutscheine von ${tenant.name}: ${shown.length} von ${list.length}`}
                rows={shown}
                rowKey={(entry) => String(entry.id)}
                initialSort={{ key: 'code', direction: 'ascending' }}
                empty={<p>{list.length === 0 ? 'Für diesen Titel sind noch keine Gutscheine angelegt.' : 'Kein Gutschein passt zu Ihrer Suche.'}</p>}
                columns={[
                  { key: 'code', header: 'Code', cell: (entry) => entry.code, sortValue: (entry) => entry.code },
                  { key: 'description', header: 'Beschreibung', cell: (entry) => entry.description },
                  { key: 'campaigns', header: 'Angebote', cell: (entry) => entry.campaignIds.join(', ') },
                  { key: 'discount', header: 'Rabatt', cell: discountText },
                  { key: 'validity', header: 'Einlösbar', cell: (entry) => `${formatDisplayDate(entry.validFrom)} – ${formatDisplayDate(entry.validUntil)}`, sortValue: (entry) => entry.validUntil },
                  {
                    key: 'redemptions',
                    header: 'Einlösungen',
                    cell: (entry) => (entry.redemptionLimit === null ? String(entry.redemptions) : `${entry.redemptions} von ${entry.redemptionLimit}`),
                    sortValue: (entry) => entry.redemptions,
                  },
                  { key: 'active', header: 'Status', cell: (entry) => (entry.active ? 'aktiv' : 'inaktiv'), sortValue: (entry) => entry.active },
                  ...(mayManage
                    ? [
                        {
                          key: 'actions',
                          header: 'Aktionen',
                          cell: (entry: VoucherEntry) => (
                            <div className="voucher-admin__actions">
                              <button type="button" className="button button--secondary" aria-label={`${entry.code} bearbeiten`} onClick={() => setEditing(entry)}>
                                Bearbeiten
                              </button>
                              <button type="button" className="button button--secondary" aria-label={`${entry.code} ${entry.active ? 'deaktivieren' : 'aktivieren'}`} onClick={() => void toggle(entry, list)}>
                                {entry.active ? 'Deaktivieren' : 'Aktivieren'}
                              </button>
                              {entry.redemptions === 0 ? (
                                <button type="button" className="button button--secondary" aria-label={`${entry.code} löschen`} onClick={() => void remove(entry, list)}>
                                  Löschen
                                </button>
                              ) : null}
                            </div>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            </>
          );
        }}
      </ResourceView>
    </AdminPage>
  );
}
