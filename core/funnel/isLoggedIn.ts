import type { FunnelContext } from './FunnelContext.ts';

/** Whether the reader is logged in, by the login check or the form data. */
export function isLoggedIn(context: FunnelContext): boolean {
  return context.store.login.value.status === 'loggedIn' || context.store.formData.value?.loggedIn === true;
}
