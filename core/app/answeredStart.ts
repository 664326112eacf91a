/**
 * The attribute of `#root` that says its markup is Start rendered from the reader's answers by the Start renderer
 * (docs/performance.md, "Start rendered per reader"): `mountTenant` hydrates it once the same answers are in the store.
 */
export const answeredAttribute = 'data-answered';
