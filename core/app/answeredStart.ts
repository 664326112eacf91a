/**
 * The attribute of `#root` that says its markup is Start rendered from the reader's answers by the Start renderer
 * (docs/performance.md, "Start rendered per reader"): `mountTenant` hydrates it once the same answers are in the store.
 */
export const answeredAttribute = 'data-answered';

/**
 * The global that is true while such a page is not yet hydrated: the page's early-requests script
 * (cli/renderEarlyRequestsScript.ts) meanwhile refuses what only the app can do there (buttons, sending the form) and
 * notes each field the reader types into, ticks or chooses in ({@link heldInputGlobal}).
 */
export const inputHoldGlobal = '__aboflowHoldInput';

/**
 * The global that lists, in order, the form fields of such a page the reader changed before it was hydrated: the
 * browser kept what they typed on screen, and `replayHeldInput` hands it to the form once React owns the page.
 */
export const heldInputGlobal = '__aboflowHeldInput';
