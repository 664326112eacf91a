import { AdminPage } from '../app/AdminPage.tsx';

/** Placeholder until the screen is built. */
export function OrderBonusesOverviewPage() {
  return <AdminPage title="Prämien">{null}</AdminPage>;
}
