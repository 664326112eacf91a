import type { MouseEvent } from 'react';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { routePath } from '../../funnel/routeTable.ts';
import { requestFieldFocus } from '../../ui/requestFieldFocus.ts';

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
    if (props.field) requestFieldFocus(props.field);
    props.context.navigate({ route: props.route });
  };
  return (
    <a className="summary-block__edit" href={routePath(props.route)} onClick={go}>
      {props.label}
    </a>
  );
}
