import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { returnPath } from '../../funnel/returnPath.ts';

/**
 * Sends the reader to the login or registration page, back to this page afterwards (platform.md
 * section 7, isLoggedIn): the login check's service ticket URL for the default screen when it has
 * one, else a fresh one. Returns false when no URL came back; a failed call goes to the server
 * error page (funnel.md section 8).
 */
export async function goToLogin(context: FunnelContext, authScreen: 'default' | 'register'): Promise<boolean> {
  const login = context.store.login.value;
  try {
    const known = authScreen === 'default' && login.status === 'loggedOut' ? login.serviceTicketUrl : undefined;
    const url = known ?? (await context.api.isLoggedIn(returnPath(window.location), { loginRequired: true, authScreen })).serviceTicketUrl;
    if (!url) return false;
    window.location.assign(url);
    return true;
  } catch {
    context.navigate({ route: 'ErrorPage', type: 'server' });
    return true;
  }
}
