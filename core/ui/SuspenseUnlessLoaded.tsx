import { Suspense, useState, type ReactNode } from 'react';

/**
 * A Suspense boundary around `children` only while their code is not there yet (`loaded`, read once as it mounts). A
 * page React hydrates from the server's markup then hydrates loaded parts in the same pass: React hydrates each
 * Suspense boundary in a later pass of its own, and renders it with the store as it is by then (a price answered
 * meanwhile, where the server rendered the skeleton: a mismatch), or on the spot, in one long task, when the reader
 * clicks into it first. The server's render and the hydrating one must read `loaded` alike: both load the code before
 * they render (`preloadOfferSummary`, the steps' `preload`).
 */
export function SuspenseUnlessLoaded({
  loaded,
  fallback,
  children,
}: {
  readonly loaded: boolean;
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}) {
  const [direct] = useState(loaded);
  return direct ? children : <Suspense fallback={fallback}>{children}</Suspense>;
}
