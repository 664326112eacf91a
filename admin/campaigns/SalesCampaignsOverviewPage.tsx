import { AdminPage } from '../app/AdminPage.tsx';

/** Placeholder until the screen is built. */
export function SalesCampaignsOverviewPage() {
  return <AdminPage title="Verkaufsaktionen">{null}</AdminPage>;
}
