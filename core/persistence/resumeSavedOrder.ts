import type { FunnelContext } from '../funnel/FunnelContext.ts';
import type { ResumeOutcome } from './resumeFunnelState.ts';

const restores = new WeakMap<FunnelContext, Promise<ResumeOutcome>>();

/**
 * Restores this tab's saved order on a payment or check page, the tab's own copy first (platform.md section 4;
 * docs/decisions.md, "Reload keeps the order"), once per runtime: mountApp begins it on a
 * payment or check page before React renders, and the page's `ResumeSavedOrder` then waits for that same restore instead
 * of starting a second one after its own chunk has loaded. Its code is a chunk of the payment page's, which the HTML
 * preloads there; pako's comes only when the server's copy is needed.
 */
export function resumeSavedOrder(
  context: FunnelContext,
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): Promise<ResumeOutcome> {
  const known = restores.get(context);
  if (known) return known;
  const resume = import(/* webpackChunkName: "payment-resume-state" */ './resumeOrderOnReload.ts').then(({ resumeOrderOnReload }) =>
    resumeOrderOnReload(context, storage),
  );
  restores.set(context, resume);
  // What the server answered stands for this page load; a call that failed may be tried again.
  resume.catch(() => restores.delete(context));
  return resume;
}
