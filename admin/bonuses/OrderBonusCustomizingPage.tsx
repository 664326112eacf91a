import { AdminPage } from '../app/AdminPage.tsx';

/** Placeholder until the screen is built. */
export function OrderBonusCustomizingPage({ materialNumber }: { readonly materialNumber: string }) {
  return <AdminPage title="Prämie bearbeiten">{String(materialNumber)}</AdminPage>;
}
