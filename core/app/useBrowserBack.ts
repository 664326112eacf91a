import { useEffect, useRef } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { decideBackStep } from '../funnel/decideBackStep.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { routeOfPath, routePath } from '../funnel/routeTable.ts';

/**
 * Applies the spec's back rules to the browser's own back button: the route that was left decides
 * (undo a step and stay, go to a route, or leave the checkout). After a completed order the
 * browser-back modal opens instead.
 */
export function useBrowserBack(context: FunnelContext, onOrderCompletedBack: () => void): void {
  // The browser may render the popped path before popstate arrives, so the path left is recorded from
  // pushState/replaceState only. Read when the effect starts, not while rendering: the Start page is also rendered at
  // build time, without a window.
  const pathRef = useRef('');
  const hashRef = useRef('');

  useEffect(() => {
    const onPathChange = () => {
      pathRef.current = window.location.pathname;
      hashRef.current = window.location.hash;
    };
    onPathChange();
    const onPopState = () => {
      const leftPath = pathRef.current;
      // A fragment link (the skip link) or a step back over one changes no route: nothing to decide.
      if (window.location.pathname === leftPath && window.location.hash !== hashRef.current) return;
      // The route left, by the spec's table (a plugin's route by its path). Not from the page's render or effect: a
      // reader quick on the back button leaves a page that has not rendered yet.
      const left = routeOfPath(leftPath)?.name ?? leftPath;
      onPathChange();
      if (context.store.flags.value.orderCreated && (left === 'SuccessPage' || left === 'RegistrationSuccess')) {
        navigate(leftPath);
        onOrderCompletedBack();
        return;
      }
      const step = decideBackStep(context, left);
      if (step.kind === 'exit') {
        window.location.assign(step.url);
        return;
      }
      const target = step.kind === 'stay' ? leftPath : routePath(step.route);
      if (window.location.pathname !== target) navigate(target, { replace: true });
    };
    window.addEventListener('hashchange', onPathChange);
    window.addEventListener('pushState', onPathChange);
    window.addEventListener('replaceState', onPathChange);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('hashchange', onPathChange);
      window.removeEventListener('pushState', onPathChange);
      window.removeEventListener('replaceState', onPathChange);
      window.removeEventListener('popstate', onPopState);
    };
  }, [context, onOrderCompletedBack]);
}
