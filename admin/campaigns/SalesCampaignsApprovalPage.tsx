import { AdminPage } from '../app/AdminPage.tsx';

/** Placeholder until the screen is built. */
export function SalesCampaignsApprovalPage() {
  return <AdminPage title="Verkaufsaktionen freigeben">{null}</AdminPage>;
}
