import type { ConnectUserResult } from '../../api/connectUser.ts';
import { type ConnectDraft, connectDraftStorage } from './connectDraftStorage.ts';
import { connectResultStorage } from './connectResultStorage.ts';

/** What the connect block brings across the reload or login round trip that ended the last page. */
export interface ConnectOfPageLoad {
  readonly result: ConnectUserResult | undefined;
  readonly draft: ConnectDraft | undefined;
}

let taken: ConnectOfPageLoad | undefined;

// Start rendered on the server is served only to a tab that kept nothing (docs/performance.md, "Start rendered per reader").
const nothingKept: ConnectOfPageLoad = { result: undefined, draft: undefined };

/**
 * Takes the stored connect result and draft once per page load and keeps them: the order-form step
 * and the block mount again whenever Start re-renders its steps, and what the reader typed or was
 * told must not vanish on the second mount.
 */
export function connectOfPageLoad(): ConnectOfPageLoad {
  if (typeof window === 'undefined') return nothingKept;
  taken ??= {
    result: connectResultStorage.take(window.sessionStorage),
    draft: connectDraftStorage.take(window.sessionStorage),
  };
  return taken;
}

/**
 * Keeps the pair of a connect call that failed for the return to Start within this page load (the
 * server error page's "Erneut versuchen" is no reload), so the block opens with it again.
 */
export function keepConnectDraft(draft: ConnectDraft): void {
  taken = { result: undefined, draft };
}
