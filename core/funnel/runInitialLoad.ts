import { isApiCallError } from '../api/isApiCallError.ts';
import { safeExitUrl } from '../navigation/safeExitUrl.ts';
import type { FunnelContext } from './FunnelContext.ts';
import { returnPath } from './routeTable.ts';
import { savedAddressesInput } from './savedAddressesInput.ts';

/** How the initial load ended: the start page can show its form, or the reader was sent elsewhere. */
export type InitialLoadResult = 'ready' | 'left';

/**
 * The page an initial load runs for: the reader's tab, or the request the Start renderer answers on the server
 * (`renderStartForReader`), where the location is the request's, storage a throwaway and a redirect only noted.
 */
export interface InitialLoadPage {
  readonly location: { readonly pathname: string; readonly search: string; readonly origin: string };
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  assign(url: string): void;
}

function browserPage(): InitialLoadPage {
  return { location: window.location, storage: window.sessionStorage, assign: (url) => window.location.assign(url) };
}

/**
 * The initial load of funnel.md section 4: login check and form data (asked together); each outcome leads to
 * its page. SUCCESS stores the form data (with the token, payment methods, dummy-address and
 * registration-mandatory flags), redirects a visitor of a registration-mandatory campaign to the
 * login (guarded for 30 seconds), and skips ahead to verification when everything is complete.
 */
export async function runInitialLoad(context: FunnelContext, page: InitialLoadPage = browserPage()): Promise<InitialLoadResult> {
  const { store, api, navigate } = context;
  if (store.formData.value) return 'ready';
  const entry = store.entry.value;
  if (!entry.wa && !entry.oid) {
    // Without a campaign or offer id there is nothing to order: the product-unavailable page says so.
    navigate({ route: 'ErrorPage', type: 'productunavailable' });
    return 'left';
  }

  // Both calls at once, as the page's early requests make them: neither needs the other's answer.
  const loginCall = api.isLoggedIn(returnPath(page.location), {
    loginRequired: false,
    authScreen: entry.screen === 'register' ? 'register' : 'default',
  });
  const formDataCall = api.initialFormData({ ...(entry.wa ? { wa: entry.wa } : { oid: entry.oid ?? '' }), preview: entry.preview });
  // Its failure is handled once the login check has been (below); unawaited meanwhile, it must not count as unhandled.
  formDataCall.catch(() => undefined);

  let serviceTicketUrl: string | undefined;
  let loggedIn: boolean;
  try {
    const login = await loginCall;
    loggedIn = login.loggedIn;
    // The login page the server names is used only when it is the tenant's own (no redirect through the answer).
    serviceTicketUrl = safeExitUrl(login.serviceTicketUrl, context.tenant, page.location.origin);
    store.login.value = loggedIn ? { status: 'loggedIn' } : { status: 'loggedOut', serviceTicketUrl };
  } catch {
    navigate({ route: 'ErrorPage', type: 'server' });
    return 'left';
  }

  let response;
  try {
    response = await formDataCall;
  } catch (error) {
    if (isApiCallError(error)) console.warn(error.message);
    navigate({ route: 'ErrorPage', type: 'server' });
    return 'left';
  }

  const confirmedFollowUp = response.status === 'FOLLOW_UP_OFFER' && store.flags.value.followUpOfferConfirmedByUser;
  if (response.status === 'GP_LOCKED') return leave(context, { route: 'GpLocked' });
  if (response.status === 'ORDER_EXISTS') return leave(context, { route: 'OrderExists' });
  if (response.status === 'FOLLOW_UP_OFFER' && !confirmedFollowUp) return leave(context, { route: 'FollowUpOffer' });
  if (response.status === 'TRIAL_EXPIRED') {
    store.outcomeProductType.value = response.printProductType ?? response.formData?.salesCampaign.printProductType ?? undefined;
    return leave(context, { route: 'ErrorPage', type: 'trialexpired' });
  }
  if (response.status === 'FAILURE' && response.message) return leave(context, { route: 'ErrorPage', type: 'productunavailable' });
  if ((response.status !== 'SUCCESS' && !confirmedFollowUp) || !response.formData) {
    return leave(context, { route: 'ErrorPage', type: 'server' });
  }

  const formData = response.formData;
  page.storage.setItem('oscDataToken', JSON.stringify(formData.token));
  store.formData.value = formData;
  store.startDate.value = formData.startDate ?? undefined;

  if (formData.registrationMandatory && !loggedIn) {
    if (serviceTicketUrl && loginRedirectGuard.mayRedirect(page.storage, Date.now())) {
      loginRedirectGuard.remember(page.storage, Date.now());
      page.assign(serviceTicketUrl);
    }
    return 'left';
  }

  const savedAddresses = savedAddressesInput(formData.addresses);
  if (savedAddresses && formData.paymentData) {
    // Loaded only for a customer with saved addresses and payment data: a skip-ahead is rare, and the Start route's
    // first scripts stay small without it.
    try {
      const { skipAheadToVerification } = await import('./skipAheadToVerification.ts');
      return await skipAheadToVerification(context, formData, savedAddresses);
    } catch {
      return leave(context, { route: 'ErrorPage', type: 'server' });
    }
  }
  return 'ready';
}

function leave(context: FunnelContext, target: Parameters<FunnelContext['navigate']>[0]): InitialLoadResult {
  context.navigate(target);
  return 'left';
}

const storageKey = 'aboflowLoginRedirect';
const guardMilliseconds = 30_000;

/**
 * The login redirect guard (platform.md section 4): a timestamp in session storage; a new redirect
 * to the login is allowed once 30 seconds have passed, so a failing login cannot loop the browser.
 */
export const loginRedirectGuard = {
  mayRedirect(storage: Pick<Storage, 'getItem'>, now: number): boolean {
    const last = Number(storage.getItem(storageKey));
    return !Number.isFinite(last) || last <= 0 || now - last >= guardMilliseconds;
  },
  remember(storage: Pick<Storage, 'setItem'>, now: number): void {
    storage.setItem(storageKey, String(now));
  },
};
