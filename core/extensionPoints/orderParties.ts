import { func, type } from 'superstruct';
import type { AddressesInput } from '../api/entities/addressesInput.ts';
import type { OrderRole } from '../api/entities/orderRole.ts';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { contributionShapes } from './contributionShapes.ts';

/** One person of an order (funnel.md sections 3 and 4, "Roles and customer number"). */
export interface OrderParty {
  readonly role: OrderRole;
  /** The heading of this person's data on the verification page, German. */
  readonly title: string;
  /**
   * The heading of the form that takes this person's data when the reader is someone else, German (a gift giver's
   * order form: 'Daten der beschenkten Person'); without it the form keeps its own heading.
   */
  readonly formHeading?: string;
  readonly addresses: AddressesInput | undefined;
  /** The one who pays: the payment step's account holder is prefilled with this person's name (funnel.md section 5, IBAN). */
  readonly pays: boolean;
  /** The logged-in reader is this person, so saved payment data are theirs (funnel.md section 5: prefill "only for the right role"). */
  readonly isReader: boolean;
  /** Where the reader typed this person's data: the order form, or the second person's form before it. */
  readonly enteredIn: 'orderForm' | 'secondPersonForm';
  /**
   * The success page's delivery line when this person, not the reader, receives what is delivered (a gift's recipient),
   * worded from the contributing plugin's texts; `startDate` is the display date (dd.MM.yyyy).
   */
  readonly deliveryFrom?: (startDate: string) => string;
  /**
   * The order's mail goes to this person (funnel.md section 5, "E-mail"), so the e-mail the campaign requires is asked
   * in the form this person is entered in; without any party saying so, the order form's.
   */
  readonly receivesOrderMail?: boolean;
}

/** The people of an order variant (a payer and the person who receives the order, say). */
export interface OrderPartiesContribution {
  readonly id: string;
  readonly order?: number;
  readonly isActive: (context: FunnelContext) => boolean;
  readonly parties: (context: FunnelContext) => readonly OrderParty[];
}

/**
 * Order parties, the people of an order with more than the reader: the first active contribution names who is in the order, who pays
 * and who the reader is; without one the reader alone is.
 */
export const orderParties = defineExtensionPoint<OrderPartiesContribution>({
  id: 'orderParties',
  shape: type({ ...contributionShapes.identified, isActive: contributionShapes.guard, parties: func() }),
  defaultOrder: 100,
});
