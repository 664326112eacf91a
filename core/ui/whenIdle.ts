/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), for work the first paint must not wait
 * for. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = globalThis.setTimeout(task, 1);
  return () => globalThis.clearTimeout(id);
}
