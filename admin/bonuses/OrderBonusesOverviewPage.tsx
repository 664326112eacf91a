import { useState } from 'react';
import { formatDisplayDate, type OrderBonus } from '../../core/index.ts';
import { Alert } from '../../core/ui.ts';
import { AdminPage } from '../app/AdminPage.tsx';
import { adminPaths } from '../app/adminPaths.ts';
import { useAdminSession } from '../app/AdminSession.ts';
import { useAdminResource } from '../app/useAdminResource.ts';
import { classificationLabels } from '../rules/validateBonus.ts';
import { AdminLink } from '../ui/AdminLink.tsx';
import { DataTable } from '../ui/DataTable.tsx';
import { ResourceView } from '../ui/ResourceView.tsx';
import { bonusName } from './bonusName.ts';
import { DeleteBonusButton, useMayManageBonuses } from './DeleteBonusButton.tsx';

type ActiveFilter = 'alle' | 'aktiv' | 'inaktiv';

const activeQuery: Readonly<Record<ActiveFilter, { readonly active?: boolean }>> = {
  alle: {},
  aktiv: { active: true },
  inaktiv: { active: false },
};

/** The text on the home when the list fails (platform.md section 8: list failures go to Internal). */
const bonusListFailedText = 'Die Prämien konnten nicht geladen werden. Bitte versuchen Sie es in einigen Minuten erneut.';

/**
 * The order bonuses overview (platform.md section 2, `/internal/orderBonusesOverview`): the
 * tenant's bonuses in a sortable table with image, material number, title, classification,
 * validity and active; filtered by active (sent as the query) and by free text; each title opens
 * the customizing. Admins and key users also create complex bonuses and delete bonuses.
 */
export function OrderBonusesOverviewPage() {
  const { client, tenant } = useAdminSession();
  const mayManage = useMayManageBonuses();
  const [active, setActive] = useState<ActiveFilter>('alle');
  const [query, setQuery] = useState('');
  const [notice, setNotice] = useState<{ readonly kind: 'success' | 'error'; readonly text: string } | undefined>(undefined);
  const handle = useAdminResource(`bonuses:${active}`, () => client.bonuses(activeQuery[active]), {
    path: adminPaths.home,
    text: bonusListFailedText,
  });

  return (
    <AdminPage
      title="Prämien"
      actions={
        mayManage ? (
          <AdminLink to={adminPaths.complexOrderBonusCreation} className="button button--primary">
            Konfigurierbare Prämie anlegen
          </AdminLink>
        ) : null
      }
    >
      <div className="admin-toolbar" role="search" aria-label="Prämien filtern">
        <div className="field bonus-filter">
          <label className="field__label" htmlFor="bonus-active-filter">
            Status
          </label>
          <select
            id="bonus-active-filter"
            className="select"
            value={active}
            onChange={(event) => setActive(event.target.value as ActiveFilter)}
          >
            <option value="alle">alle</option>
            <option value="aktiv">aktiv</option>
            <option value="inaktiv">inaktiv</option>
          </select>
        </div>
        <div className="field bonus-filter bonus-filter--text">
          <label className="field__label" htmlFor="bonus-text-filter">
            Suche
          </label>
          <input
            id="bonus-text-filter"
            className="input"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby="bonus-text-filter-hint"
          />
          <span id="bonus-text-filter-hint" className="field__hint">
            Materialnummer, Titel oder Klassifizierung
          </span>
        </div>
      </div>
      {notice ? <Alert kind={notice.kind}>{notice.text}</Alert> : null}
      <ResourceView handle={handle} loadingText="Prämien werden geladen …" failedText={bonusListFailedText}>
        {(bonuses) => {
          const shown = bonuses.filter((bonus) => matchesBonusQuery(bonus, query));
          const remove = (bonus: OrderBonus) => {
            handle.replace(bonuses.filter((entry) => entry.materialNumber !== bonus.materialNumber));
            setNotice({ kind: 'success', text: `Die Prämie ${bonusName(bonus)} wurde gelöscht.` });
          };
          return (
            <DataTable
              caption={`Prämien von ${tenant.name}: ${shown.length} von ${bonuses.length}`}
              rows={shown}
              rowKey={(bonus) => bonus.materialNumber}
              initialSort={{ key: 'materialNumber', direction: 'ascending' }}
              empty={
                <p>
                  {bonuses.length === 0
                    ? active === 'alle'
                      ? 'Für diesen Titel sind noch keine Prämien angelegt.'
                      : `Es gibt keine ${active === 'aktiv' ? 'aktiven' : 'inaktiven'} Prämien.`
                    : 'Keine Prämie passt zu Ihrer Suche.'}
                </p>
              }
              columns={[
                {
                  key: 'image',
                  header: 'Bild',
                  cell: (bonus) =>
                    bonus.imagePath ? (
                      <img
                        className="bonus-thumbnail"
                        src={bonus.imagePath}
                        alt={`Bild der Prämie ${bonus.title || bonus.materialNumber}`}
                      />
                    ) : (
                      <span className="bonus-thumbnail bonus-thumbnail--none">kein Bild</span>
                    ),
                },
                {
                  key: 'materialNumber',
                  header: 'Materialnummer',
                  cell: (bonus) => bonus.materialNumber,
                  sortValue: (bonus) => bonus.materialNumber,
                },
                {
                  key: 'title',
                  header: 'Titel',
                  cell: (bonus) => (
                    <AdminLink to={adminPaths.orderBonusCustomizing(bonus.materialNumber)}>{bonus.title || bonus.materialNumber}</AdminLink>
                  ),
                  sortValue: (bonus) => bonus.title ?? '',
                },
                {
                  key: 'classification',
                  header: 'Klassifizierung',
                  cell: (bonus) => (bonus.classification ? classificationLabels[bonus.classification] : (bonus.label ?? '–')),
                  sortValue: (bonus) => (bonus.classification ? classificationLabels[bonus.classification] : ''),
                },
                {
                  key: 'validFrom',
                  header: 'Gültig ab',
                  cell: (bonus) => (bonus.validFrom ? formatDisplayDate(bonus.validFrom) : 'sofort'),
                  sortValue: (bonus) => bonus.validFrom ?? '',
                },
                {
                  key: 'active',
                  header: 'Aktiv',
                  cell: (bonus) => (
                    <span className={`admin-badge bonus-state bonus-state--${bonus.active ? 'on' : 'off'}`}>
                      {bonus.active ? 'aktiv' : 'inaktiv'}
                    </span>
                  ),
                  sortValue: (bonus) => bonus.active === true,
                },
                ...(mayManage
                  ? [
                      {
                        key: 'actions',
                        header: 'Aktionen',
                        cell: (bonus: OrderBonus) => (
                          <DeleteBonusButton
                            bonus={bonus}
                            onDeleted={() => remove(bonus)}
                            onFailed={(text) => setNotice({ kind: 'error', text })}
                          />
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          );
        }}
      </ResourceView>
    </AdminPage>
  );
}

/** Whether a bonus matches the overview's free-text filter: every word in material number, title, label or classification. */
export function matchesBonusQuery(bonus: OrderBonus, query: string): boolean {
  const words = query.toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const classification = bonus.classification ? classificationLabels[bonus.classification] : '';
  const haystack = [bonus.materialNumber, bonus.title ?? '', bonus.label ?? '', classification].join(' ').toLocaleLowerCase('de');
  return words.every((word) => haystack.includes(word));
}
