import { AdminPage } from '../app/AdminPage.tsx';

/** Placeholder until the screen is built. */
export function SalesCampaignCustomizingPage({ salesCampaignId }: { readonly salesCampaignId: string }) {
  return <AdminPage title="Verkaufsaktion bearbeiten">{String(salesCampaignId)}</AdminPage>;
}
