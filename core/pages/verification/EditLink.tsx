import type { MouseEvent } from 'react';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { routePath } from '../../funnel/routeTable.ts';

/** Where a change link of the check page leads. */
export interface EditTarget {
  readonly route: 'Start' | 'PaymentPage';
  /** A CSS selector of the field to focus there, e.g. `#field-startDate`; without one the page's heading has the focus. */
  readonly field?: string;
  /** Opens the step again before leaving, e.g. undoes "bonus cart confirmed" so the bonus selection shows. */
  readonly prepare?: (context: FunnelContext) => void;
}

/**
 * A change link of a check-page block, named by what it changes ('Zahlungsdaten ändern'): back to
 * the step where it was entered, everything kept, with the focus on the field where there is one.
 */
export function EditLink(props: EditTarget & { readonly context: FunnelContext; readonly label: string }) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    props.prepare?.(props.context);
    props.context.navigate({ route: props.route });
    if (props.field) focusWhenShown(props.field);
  };
  return (
    <a className="summary-block__edit" href={routePath(props.route)} onClick={go}>
      {props.label}
    </a>
  );
}

/**
 * Focuses the element this CSS selector finds as soon as the next page shows it (a change link's field),
 * after the page's own heading focus of that render; gives up after `maxFrames` frames.
 */
function focusWhenShown(selector: string, maxFrames = 300): void {
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
