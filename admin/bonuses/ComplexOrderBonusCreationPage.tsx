import { AdminPage } from '../app/AdminPage.tsx';

/** Placeholder until the screen is built. */
export function ComplexOrderBonusCreationPage() {
  return <AdminPage title="Konfigurierbare Prämie anlegen">{null}</AdminPage>;
}
