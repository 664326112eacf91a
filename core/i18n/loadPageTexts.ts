import type { i18n } from 'i18next';
import type { TenantPageTexts } from '../tenant/defineTenant.ts';

const loads = new WeakMap<i18n, Promise<void>>();

/**
 * Loads a tenant's page texts once per i18n instance and adds each block as a namespace. Texts the
 * instance already holds win, so an eager block of the same name is never overwritten. A failed load
 * is forgotten, so the next page can try again.
 */
export function loadPageTexts(instance: i18n, load: () => Promise<TenantPageTexts>): Promise<void> {
  const known = loads.get(instance);
  if (known) return known;
  const loading = load().then((texts) => {
    for (const [namespace, block] of Object.entries(texts)) instance.addResourceBundle('de', namespace, block, true, false);
  });
  loads.set(instance, loading);
  loading.catch(() => loads.delete(instance));
  return loading;
}
