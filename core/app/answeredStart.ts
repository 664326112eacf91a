/**
 * The attribute of `#root` that says its markup is Start rendered from the reader's answers by the Start renderer
 * (docs/performance.md, "Start rendered per reader"): `mountTenant` hydrates it once the same answers are in the store.
 */
export const answeredAttribute = 'data-answered';

/**
 * The global that is true while such a page is not yet hydrated: the page's early-requests script
 * (cli/renderEarlyRequestsScript.ts) meanwhile holds back what only the app can do there (a button pressed, the form
 * sent) and notes what the reader did in it ({@link heldInputGlobal}).
 */
export const inputHoldGlobal = '__aboflowHoldInput';

/** What the reader did in such a page before it was hydrated, as the early-requests script notes it. */
export interface HeldInput {
  /** The form fields the reader typed into, ticked or chose in, in order: the browser kept what they show. */
  readonly fields: Element[];
  /** The button the reader pressed last (or that sent the form), unless a field changed after it. */
  readonly press: Element | null;
}

/**
 * The global that holds the {@link HeldInput} of such a page: `replayHeldInput` hands it to the form once React owns
 * the page.
 */
export const heldInputGlobal = '__aboflowHeldInput';
