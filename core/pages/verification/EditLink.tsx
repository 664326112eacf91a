import type { MouseEvent } from 'react';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { routePath } from '../../funnel/routePath.ts';
import { verificationTexts } from './verificationTexts.ts';

/** An 'Ändern' link back to the page where a summary block was entered; its accessible name says which block. */
export function EditLink(props: { readonly context: FunnelContext; readonly route: 'Start' | 'PaymentPage'; readonly what: string }) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    props.context.navigate({ route: props.route });
  };
  return (
    <a href={routePath(props.route)} onClick={go}>
      {verificationTexts.edit}
      <span className="visually-hidden">: {props.what}</span>
    </a>
  );
}
