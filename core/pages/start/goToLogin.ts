import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { accountUrls } from '../../funnel/loadConfiguration.ts';
import { returnPath } from '../../funnel/routeTable.ts';

/**
 * Sends the reader to the login or registration page, back to this page afterwards (platform.md
 * section 7, isLoggedIn): the login check's service ticket URL for the default screen when it has
 * one, else a fresh one, else the configured login or register URL (platform.md section 3, "Config").
 * A failed call goes to the server error page (funnel.md section 8).
 */
export async function goToLogin(context: FunnelContext, authScreen: 'default' | 'register'): Promise<void> {
  const login = context.store.login.value;
  try {
    const known = authScreen === 'default' && login.status === 'loggedOut' ? login.serviceTicketUrl : undefined;
    const url = known ?? (await context.api.isLoggedIn(returnPath(window.location), { loginRequired: true, authScreen })).serviceTicketUrl;
    const urls = accountUrls(context);
    window.location.assign(url || (authScreen === 'register' ? urls.registerUrl : urls.loginUrl));
  } catch {
    context.navigate({ route: 'ErrorPage', type: 'server' });
  }
}
