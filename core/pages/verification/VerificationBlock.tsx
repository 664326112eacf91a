import type { ReactNode } from 'react';
import { useId } from 'react';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { EditLink, type EditTarget } from './EditLink.tsx';

/**
 * One block of the check page: a heading, what was ordered as a definition list, and the change
 * link named by what it changes. Plugins render their blocks with it (core/ui.ts).
 */
export function VerificationBlock(props: {
  readonly context: FunnelContext;
  readonly heading: string;
  /** The change link; none for what cannot be changed in the funnel (the offer itself). */
  readonly edit?: EditTarget & { readonly label: string };
  /** `<dt>`/`<dd>` pairs. */
  readonly children: ReactNode;
  /** Content before the list, e.g. a note. */
  readonly lead?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="summary-block" aria-labelledby={headingId}>
      <div className="summary-block__head">
        <h2 id={headingId}>{props.heading}</h2>
        {props.edit ? <EditLink context={props.context} {...props.edit} /> : null}
      </div>
      {props.lead}
      <dl className="summary-list">{props.children}</dl>
    </section>
  );
}
