import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { orderPartiesOf } from '../../funnel/orderPartiesOf.ts';

/** Whose data a form takes, as far as its heading and the browser's autofill need to know. */
export interface FormPerson {
  /** '' for the reader's own data; a `section-<role>` autofill token for another person's, so autofill keeps the reader's data out. */
  readonly autofillSection: string;
  /** The form's heading when it takes another person's data; undefined for the reader's own. */
  readonly otherPersonHeading: string | undefined;
}

/**
 * The person whose data the order form or the second person's form takes (orderParties): when
 * the reader is not that person, the heading is the party's own
 * (`formHeading`, worded by its plugin).
 */
export function formPersonOf(context: FunnelContext, form: 'orderForm' | 'secondPersonForm'): FormPerson {
  const party = orderPartiesOf(context).find((candidate) => candidate.enteredIn === form);
  if (!party || party.isReader) return { autofillSection: '', otherPersonHeading: undefined };
  return { autofillSection: `section-${party.role}`, otherPersonHeading: party.formHeading };
}
