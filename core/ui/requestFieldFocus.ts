import { noteRequestedFieldFocus } from './requestedFieldFocus.ts';

let stopLatest: (() => void) | undefined;

/**
 * Gives the field this CSS selector finds the focus as soon as the page being opened shows it (a change link of the
 * check page, funnel.md section 5): in the task that puts it into the document, so a reader who types at once types into
 * it, whatever the frame rate and in a background tab too. A field that comes later (a lazily loaded section) takes it
 * when it comes. The request ends when the reader clicks or tabs elsewhere first, or after `giveUpAfterMs`.
 */
export function requestFieldFocus(selector: string, giveUpAfterMs = 10_000): void {
  stopLatest?.();
  noteRequestedFieldFocus(undefined);
  const observer = new MutationObserver(() => look());
  const timer = window.setTimeout(() => stop(), giveUpAfterMs);
  // The reader chose another place first: the page is theirs.
  const cancel = (event: Event) => {
    if (event.type === 'pointerdown' || (event as KeyboardEvent).key === 'Tab') stop();
  };
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('pointerdown', cancel, true);
    document.removeEventListener('keydown', cancel, true);
  };
  const look = () => {
    const field = document.querySelector<HTMLElement>(selector);
    if (!field || field.closest('[hidden]')) return;
    field.focus({ preventScroll: true });
    // Not focusable yet (hidden by its style): the next change of the page may show it.
    if (document.activeElement !== field) return;
    stop();
    noteRequestedFieldFocus(field);
    field.scrollIntoView({ block: 'center' });
  };
  stopLatest = stop;
  // A field can be shown by an attribute as well as by being added (`hidden`, a class, a style).
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'class', 'style'] });
  document.addEventListener('pointerdown', cancel, true);
  document.addEventListener('keydown', cancel, true);
}
