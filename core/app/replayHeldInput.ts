import type { HeldInput } from './answeredStart.ts';

/**
 * Hands the form what the reader typed, ticked or chose in Start rendered for them before the app hydrated it
 * (docs/performance.md, "Start rendered per reader"), then presses the button they pressed meanwhile. The browser kept
 * the fields' values on screen, and hydration keeps them, but the form's state never heard of them: the form's next
 * render would empty the fields again. So each field the early-requests script noted fires the event React listens to
 * for it, with React's record of the field's value set apart from what it shows, so React reads it as a change and the
 * form takes the value as if it were typed now. The button ("Weiter", "Anmelden") is clicked once the form has them.
 *
 * Call it as the page is hydrated, before anything renders the form again (a layout effect of the hydrated tree): it
 * reads the fields at once and returns the function that sends the events. Call that once the hydrated page's effects
 * have run (the form registers its fields in them), outside React's commit (a microtask from a passive effect): React
 * then renders each change at once, so a radio group and a reader's caret stay as they are. Fields and buttons no
 * longer in the page are left alone.
 */
export function replayHeldInput({ fields, press }: HeldInput): () => void {
  // Read now, in the commit: a render of the form could empty a field before the events are out.
  const held = [...new Set(fields)].flatMap((field) => (field.isConnected ? [snapshotOf(field)] : []));
  return () => {
    // A field inside a part React has not hydrated yet (a Suspense boundary that waited for something) would be
    // hydrated by the replay's own event, and React would record the value it is handed as the one it had: no change.
    // An event that changes nothing hydrates those parts first (React hydrates a part at once for such an event).
    for (const entry of held) entry.field.dispatchEvent(new Event('input', { bubbles: true }));
    for (const entry of held) replay(entry);
    if (press instanceof HTMLElement && press.isConnected) press.click();
  };
}

type HeldField =
  | { readonly kind: 'choice'; readonly field: HTMLInputElement; readonly chosen: boolean }
  | { readonly kind: 'text'; readonly field: HTMLInputElement | HTMLTextAreaElement; readonly typed: string; readonly caret?: Caret }
  | { readonly kind: 'select'; readonly field: HTMLSelectElement; readonly value: string }
  | { readonly kind: 'other'; readonly field: Element };

/** Where a focused field's caret stood, or what of it the reader had selected. */
interface Caret {
  readonly start: number;
  readonly end: number;
  readonly direction?: 'forward' | 'backward' | 'none';
}

function snapshotOf(field: Element): HeldField {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return { kind: 'choice', field, chosen: field.checked };
  }
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    const focused = field.ownerDocument.activeElement === field;
    return { kind: 'text', field, typed: field.value, caret: focused ? caretOf(field) : undefined };
  }
  if (field instanceof HTMLSelectElement) return { kind: 'select', field, value: field.value };
  return { kind: 'other', field };
}

function replay(entry: HeldField): void {
  if (entry.kind === 'choice') replayChoice(entry.field, entry.chosen);
  else if (entry.kind === 'text') replayText(entry.field, entry.typed, entry.caret);
  else if (entry.kind === 'select') {
    entry.field.value = entry.value;
    entry.field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * A box or radio button: React hears its change as a click, and compares its checked state with the one it recorded.
 * The element's own `checked` setter (React's, once hydrated) records the opposite; the click then sets what the
 * reader chose again. A radio button is unchosen only by choosing another, which is replayed itself.
 */
function replayChoice(field: HTMLInputElement, chosen: boolean): void {
  if (field.type === 'radio' && !chosen) return;
  field.checked = !chosen;
  field.click();
}

/**
 * A text field: React hears its change as an `input` event, and compares its value with the one it recorded. The
 * element's own `value` setter records another value; the prototype's, which React does not watch, shows the typed one.
 */
function replayText(field: HTMLInputElement | HTMLTextAreaElement, typed: string, caret?: Caret): void {
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const showValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!showValue) return;
  field.value = typed === '' ? ' ' : '';
  showValue.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // Setting a value moves the caret to the end: a reader still typing keeps their place.
  if (caret && field.ownerDocument.activeElement === field) {
    field.setSelectionRange(caret.start, caret.end, caret.direction);
  }
}

function caretOf(field: HTMLInputElement | HTMLTextAreaElement): Caret | undefined {
  try {
    const { selectionStart: start, selectionEnd: end, selectionDirection } = field;
    if (start === null || end === null) return undefined;
    return { start, end, direction: selectionDirection ?? undefined };
  } catch {
    // A field type without a selection (email, number) throws here: there is no caret to keep.
    return undefined;
  }
}
