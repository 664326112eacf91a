import { useEffect, useRef } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { decideBackStep } from '../funnel/decideBackStep.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { routePath } from '../funnel/routePath.ts';

/**
 * Applies the spec's back rules to the browser's own back button: the route that was left decides
 * (undo a step and stay, go to a route, or leave the checkout). After a completed order the
 * browser-back modal opens instead.
 */
export function useBrowserBack(context: FunnelContext, currentRoute: string, onOrderCompletedBack: () => void): void {
  const routeRef = useRef(currentRoute);
  const pathRef = useRef(window.location.pathname);
  useEffect(() => {
    routeRef.current = currentRoute;
    pathRef.current = window.location.pathname;
  }, [currentRoute]);

  useEffect(() => {
    const onPopState = () => {
      const left = routeRef.current;
      const leftPath = pathRef.current;
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
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [context, onOrderCompletedBack]);
}
