import type { PaymentProvider } from '../extensionPoints/paymentProviders.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { paymentUniqueIdStore } from '../funnel/paymentUniqueIdStore.ts';
import { webUrl } from '../navigation/safeExitUrl.ts';
import { paymentSession } from './paymentSessionStorage.ts';
import { persistFunnelState } from './persistFunnelState.ts';

/** The browser's side of leaving: where the page goes, and the cookie jar. */
export interface LeavingBrowser {
  readonly assign: (url: string) => void;
  readonly setCookie: (cookie: string) => void;
  readonly secure: boolean;
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

const realBrowser = (): LeavingBrowser => ({
  assign: (url) => window.location.assign(url),
  setCookie: (cookie) => {
    document.cookie = cookie;
  },
  secure: window.location.protocol === 'https:',
});

/**
 * Leaves for an external payment provider (funnel.md section 4, "Submit"; platform.md section 4):
 * saves the order state first, starts the provider's process, keeps its id in the processId
 * cookie and sends the browser to the provider's page. Throws when any step fails; the caller
 * shows the server error page.
 */
export async function leaveForProvider(
  context: FunnelContext,
  provider: PaymentProvider,
  browser: LeavingBrowser = realBrowser(),
): Promise<void> {
  const salesCampaignId = context.store.formData.value?.salesCampaign.salesCampaignId ?? '';
  // The order's id exists before leaving: it is saved with the state and names a one-off payment.
  paymentUniqueIdStore.obtain(context.store, browser.storage ?? window.sessionStorage, salesCampaignId);
  await persistFunnelState(context, browser.storage);
  const { absUrl, processId } = await provider.start(context);
  // Only a web address may be left for: a `javascript:` or `data:` absUrl from a compromised answer is refused.
  if (!webUrl(absUrl)) throw new Error(`The payment provider "${provider.id}" answered an address that is not a web page: ${absUrl}`);
  browser.setCookie(paymentSession.processIdCookie(processId, browser.secure));
  browser.assign(absUrl);
}
