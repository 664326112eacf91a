/**
 * The step an error page's retry returns to, as its history entry remembers it (`{ retryPath }`, written when the
 * funnel navigates to the error page); undefined for any other state, e.g. an error page opened by its URL.
 */
export function rememberedRetryPath(historyState: unknown): string | undefined {
  if (!historyState || typeof historyState !== 'object' || !('retryPath' in historyState)) return undefined;
  return typeof historyState.retryPath === 'string' ? historyState.retryPath : undefined;
}
