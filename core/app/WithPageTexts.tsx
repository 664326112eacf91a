import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPageTexts } from '../i18n/loadPageTexts.ts';
import { useFunnelContext } from './useFunnelContext.ts';

/** Renders its page once the tenant's page texts are in; suspends to the route's fallback until then. */
export function WithPageTexts({ children }: { readonly children: ReactNode }) {
  const { tenant } = useFunnelContext();
  const { i18n } = useTranslation();
  use(loadPageTexts(i18n, tenant.pageTexts));
  return children;
}
