// Apart from `requestFieldFocus`: the headings and the scroll reset every page loads need only this question; the
// observer that answers it ships with the check page's change links.
let requested: HTMLElement | undefined;

/**
 * Whether the focus is on the field a change link asked for (`requestFieldFocus`). The new page's heading then does
 * not take the focus, and the page is not scrolled back to the top: the reader came to change that field.
 */
export function hasRequestedFieldFocus(): boolean {
  return requested !== undefined && requested === document.activeElement;
}

/** Notes the field a change link's request gave the focus to, or forgets it when a new request begins. */
export function noteRequestedFieldFocus(field: HTMLElement | undefined): void {
  requested = field;
}
