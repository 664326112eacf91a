import { useSyncExternalStore } from 'react';

/** The width from which pages show their side area as a column beside the content (base.css `.page-layout--with-aside`). */
const wideLayoutQuery = '(min-width: 60rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(wideLayoutQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the page is wide enough for the side column; follows resizes and rotation. Used where
 * a part's place differs by layout, not only its look (e.g. a side widget with a continue button
 * that belongs after the content on a phone).
 */
export function useWideLayout(): boolean {
  // The page rendered at build time is the phone's; a wide window takes its layout right after hydration.
  return useSyncExternalStore(subscribe, () => window.matchMedia(wideLayoutQuery).matches, () => false);
}
