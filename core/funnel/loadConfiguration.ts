import { isApiCallError } from '../api/isApiCallError.ts';
import type { FunnelContext } from './FunnelContext.ts';
import type { AccountUrls } from './FunnelStore.ts';

/**
 * Loads the customizing service's configuration once at start (platform.md section 7): its login,
 * logout and register URLs replace the tenant package's. A time-out is ignored (the tenant's URLs
 * stay in use); any other failure leads to the server error page (platform.md section 8).
 */
export async function loadConfiguration(context: FunnelContext): Promise<void> {
  try {
    const configuration = await context.api.configuration();
    context.store.accountUrls.value = configuration.urls;
  } catch (error) {
    if (isApiCallError(error) && error.kind === 'timeout') return;
    console.warn('aboflow: the configuration could not be loaded', error);
    context.navigate({ route: 'ErrorPage', type: 'server' });
  }
}

/** The URLs in force: the configuration's once it answered, else the tenant package's. */
export function accountUrls(context: FunnelContext): AccountUrls {
  return context.store.accountUrls.value ?? context.tenant.urls;
}
