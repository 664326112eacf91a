import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { formatISO } from 'date-fns';
import { formatDisplayDate } from '../../core/index.ts';
import { AdminPage } from '../app/AdminPage.tsx';
import { adminPaths } from '../app/adminPaths.ts';
import { useAdminSession } from '../app/AdminSession.ts';
import { useAdminResource } from '../app/useAdminResource.ts';
import type { AdminSalesCampaign } from '../api/adminSalesCampaign.ts';
import { campaignAvailability } from '../rules/campaignAvailability.ts';
import { AdminLink } from '../ui/AdminLink.tsx';
import { DataTable } from '../ui/DataTable.tsx';
import { ResourceView } from '../ui/ResourceView.tsx';
import { availabilityText, campaignFailureTexts, productTypeNames } from './campaignTexts.ts';
import { filterSalesCampaigns, noSalesCampaignFilter, type SalesCampaignFilter } from './filterSalesCampaigns.ts';
import { PreviewLink } from './PreviewLink.tsx';
import { validityText } from './CatalogData.tsx';

// Kept across visits of the overview, so returning from a campaign shows the same selection.
const overviewFilter = signal<SalesCampaignFilter>(noSalesCampaignFilter);

/**
 * The sales campaign overview (platform.md section 2): the tenant's approved campaigns in a
 * sortable table with a text and an active filter, each linking to its customizing and to its
 * preview as readers see it. A failed load goes to the home with a message (section 8).
 */
export function SalesCampaignsOverviewPage() {
  const { client } = useAdminSession();
  const handle = useAdminResource('salesCampaigns', () => client.salesCampaigns(), { path: adminPaths.home, text: campaignFailureTexts.listFailed });
  return (
    <AdminPage title="Verkaufsaktionen">
      <ResourceView handle={handle} loadingText="Verkaufsaktionen werden geladen …" failedText={campaignFailureTexts.listFailed}>
        {(campaigns) => <CampaignList campaigns={campaigns} />}
      </ResourceView>
    </AdminPage>
  );
}

function CampaignList({ campaigns }: { readonly campaigns: readonly AdminSalesCampaign[] }) {
  useSignals();
  const { role } = useAdminSession();
  const filter = overviewFilter.value;
  const today = formatISO(new Date(), { representation: 'date' });
  if (campaigns.length === 0) {
    return (
      <div className="admin-empty">
        <p>Es sind noch keine Verkaufsaktionen zur Pflege freigegeben.</p>
        {role === 'admin' ? (
          <p>
            <AdminLink to={adminPaths.salesCampaignsApproval}>Verkaufsaktionen freigeben</AdminLink>
          </p>
        ) : (
          <p>Eine Administratorin oder ein Administrator Ihres Verlags kann Aktionen freigeben.</p>
        )}
      </div>
    );
  }
  const shown = filterSalesCampaigns(campaigns, filter);
  const setFilter = (change: Partial<SalesCampaignFilter>) => {
    overviewFilter.value = { ...overviewFilter.value, ...change };
  };
  return (
    <>
      <div role="search" aria-label="Verkaufsaktionen filtern" className="admin-toolbar campaign-filter">
        <div className="field">
          <label htmlFor="campaign-filter-text" className="field__label">
            Suchen nach ID, Name, Produkt oder Preis
          </label>
          <input id="campaign-filter-text" className="input" type="search" value={filter.text} onChange={(event) => setFilter({ text: event.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="campaign-filter-active" className="field__label">
            Aktiv
          </label>
          <select
            id="campaign-filter-active"
            className="select"
            value={filter.active}
            onChange={(event) => setFilter({ active: event.target.value as SalesCampaignFilter['active'] })}
          >
            <option value="all">alle</option>
            <option value="active">nur aktive</option>
            <option value="inactive">nur inaktive</option>
          </select>
        </div>
      </div>
      <p role="status" className="campaign-filter__count">
        {shown.length === campaigns.length ? `${campaigns.length} Verkaufsaktionen` : `${shown.length} von ${campaigns.length} Verkaufsaktionen`}
      </p>
      <DataTable
        caption="Freigegebene Verkaufsaktionen"
        rows={shown}
        rowKey={(campaign) => campaign.id}
        initialSort={{ key: 'id', direction: 'ascending' }}
        empty={
          <>
            <p>Keine Verkaufsaktion passt zu Ihrer Suche.</p>
            <button type="button" className="button button--secondary" onClick={() => (overviewFilter.value = noSalesCampaignFilter)}>
              Filter zurücksetzen
            </button>
          </>
        }
        columns={[
          {
            key: 'id',
            header: 'ID',
            cell: (campaign) => (
              <AdminLink to={adminPaths.salesCampaignCustomizing(campaign.id)} className="campaign-id">
                {campaign.id}
              </AdminLink>
            ),
            sortValue: (campaign) => campaign.id,
          },
          { key: 'name', header: 'Name', cell: (campaign) => campaign.name, sortValue: (campaign) => campaign.name },
          {
            key: 'product',
            header: 'Produkt',
            cell: (campaign) => `${productTypeNames[campaign.baseInfo.printProductType] ?? campaign.baseInfo.printProductType} · ${campaign.baseInfo.printProduct}`,
            sortValue: (campaign) => `${campaign.baseInfo.printProductType} ${campaign.baseInfo.printProduct}`,
          },
          { key: 'price', header: 'Preis', cell: (campaign) => campaign.priceGui, sortValue: (campaign) => campaign.priceGui },
          { key: 'active', header: 'Aktiv', cell: (campaign) => (campaign.active ? 'ja' : 'nein'), sortValue: (campaign) => campaign.active },
          {
            key: 'validity',
            header: 'Gültigkeit',
            cell: (campaign) => validityText(campaign.validFrom, campaign.validUntil),
            sortValue: (campaign) => `${campaign.validFrom ?? ''} ${campaign.validUntil ?? '9999'}`,
          },
          {
            key: 'readers',
            header: 'Für Leser',
            cell: (campaign) => availabilityText(campaignAvailability(campaign, today), formatDisplayDate),
            sortValue: (campaign) => campaignAvailability(campaign, today).kind,
          },
          { key: 'preview', header: 'Vorschau', cell: (campaign) => <PreviewLink salesCampaignId={campaign.id} compact className="campaign-preview-link" /> },
        ]}
      />
    </>
  );
}
