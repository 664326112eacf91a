import type { OrderParty } from '../extensionPoints/orderParties.ts';

/**
 * Whether the order's mail goes to a person entered in the second-person form (funnel.md section 5, "E-mail"), so
 * the order form's e-mail is not the one the campaign requires.
 */
export function isOrderMailToSecondPerson(parties: readonly Pick<OrderParty, 'enteredIn' | 'receivesOrderMail'>[]): boolean {
  return parties.some((party) => party.receivesOrderMail === true && party.enteredIn === 'secondPersonForm');
}
