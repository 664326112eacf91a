import { translate, type FunnelContext, type OrderParty } from '../../core/index.ts';
import { giftRoleChoiceOf } from './GiftRoleChoice.ts';
import { giftTexts } from './giftTexts.ts';

/**
 * The two people of a gift order (funnel.md sections 1, 3 and 4): the giver, who is the purchaser
 * and pays (purchaserAddresses, entered in the giver form), and the recipient (recipientAddresses,
 * the order form). The logged-in reader is the recipient when they chose so, else the giver.
 */
export function giftParties(context: FunnelContext): readonly OrderParty[] {
  const readerReceives = giftRoleChoiceOf(context) === 'recipient';
  return [
    {
      role: 'purchaser',
      title: translate(context.i18n, giftTexts, 'giverTitle'),
      addresses: context.store.secondPersonAddresses.value,
      pays: true,
      isReader: !readerReceives,
      enteredIn: 'secondPersonForm',
      // The giver gets the order's mail, so the campaign's mandatory e-mail is asked in the giver form, not the recipient's.
      receivesOrderMail: true,
    },
    {
      role: 'recipient',
      title: translate(context.i18n, giftTexts, 'recipientTitle'),
      formHeading: translate(context.i18n, giftTexts, 'recipientFormHeading'),
      addresses: context.store.addresses.value,
      pays: false,
      isReader: readerReceives,
      enteredIn: 'orderForm',
      deliveryFrom: (startDate) => translate(context.i18n, giftTexts, 'deliveryFrom', { startDate }),
    },
  ];
}
