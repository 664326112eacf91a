import { useEffect, useRef, type ReactNode } from 'react';
import { hasRequestedFieldFocus } from '../ui/requestedFieldFocus.ts';

let firstPageShown = false;

/** The page's h1; after a route change it takes focus so screen readers announce the new page. */
export function PageHeading({ children, id }: { readonly children: ReactNode; readonly id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The first page of a visit keeps the browser's natural focus order; later pages move focus here, without scrolling:
    // a new path shows its page from the top (usePathHousekeeping), and on a short window the offer summary above the
    // heading stays in view. A page opened by a change link leaves the focus on the field it asked for.
    if (firstPageShown && !hasRequestedFieldFocus()) ref.current?.focus({ preventScroll: true });
    firstPageShown = true;
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} id={id}>
      {children}
    </h1>
  );
}
