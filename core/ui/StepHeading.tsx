import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { hasRequestedFieldFocus } from './requestedFieldFocus.ts';

/**
 * The h2 of a start-page step (the page's h1 names the order). When a step replaces another on the
 * start page its heading takes focus, so screen readers announce it; the first step of a visit
 * keeps the browser's natural focus order.
 */
export function StepHeading({ children, id }: { readonly children: ReactNode; readonly id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { focusOnMount } = useContext(stepFocusContext);
  useEffect(() => {
    if (focusOnMount && !hasRequestedFieldFocus()) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h2 ref={ref} tabIndex={-1} id={id} className="step-heading">
      {children}
    </h2>
  );
}

/** Whether the start step now mounting replaces an earlier one on the same page (then its heading takes focus). */
export const stepFocusContext = createContext<{ readonly focusOnMount: boolean }>({ focusOnMount: false });
