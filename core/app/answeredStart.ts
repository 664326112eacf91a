/**
 * The attribute of `#root` that says its markup is Start rendered from the reader's answers by the Start renderer
 * (docs/performance.md, "Start rendered per reader"): `mountTenant` hydrates it once the same answers are in the store.
 */
export const answeredAttribute = 'data-answered';

/**
 * The global that is true while such a page is not yet hydrated: the page's early-requests script
 * (cli/renderEarlyRequestsScript.ts) refuses the reader's input into it meanwhile, which hydration would undo.
 */
export const inputHoldGlobal = '__aboflowHoldInput';
