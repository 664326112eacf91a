/**
 * Focuses the element this CSS selector finds as soon as the next page shows it (a change link's field),
 * after the page's own heading focus of that render; gives up after `maxFrames` frames.
 */
export function focusWhenShown(selector: string, maxFrames = 300): void {
  let frames = 0;
  let settle = 2;
  const look = () => {
    const element = document.querySelector<HTMLElement>(selector);
    // Two more frames let the new page's heading take its focus first, then the field takes it.
    if (element && settle-- <= 0) {
      element.focus();
      element.scrollIntoView({ block: 'center' });
      return;
    }
    if (frames++ < maxFrames) window.requestAnimationFrame(look);
  };
  window.requestAnimationFrame(look);
}
