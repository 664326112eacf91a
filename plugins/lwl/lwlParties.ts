import { translate, type FunnelContext, type OrderParty } from '../../core/index.ts';
import { lwlRoleChoiceOf } from './LwlRoleChoice.ts';
import { lwlTexts } from './lwlTexts.ts';

/**
 * The two people of an lwl order (funnel.md sections 1, 3 and 4): the recruiter, role agent
 * (agentAddresses, entered in the recruiter form), and the new subscriber, who is the purchaser
 * and pays (purchaserAddresses, the order form). The logged-in reader is the new subscriber when
 * they chose "receiving", else the recruiter.
 */
export function lwlParties(context: FunnelContext): readonly OrderParty[] {
  const readerReceives = lwlRoleChoiceOf(context) === 'receiving';
  return [
    {
      role: 'agent',
      title: translate(context.i18n, lwlTexts, 'recruiterTitle'),
      addresses: context.store.secondPersonAddresses.value,
      pays: false,
      isReader: !readerReceives,
      enteredIn: 'secondPersonForm',
    },
    {
      role: 'purchaser',
      title: translate(context.i18n, lwlTexts, 'subscriberTitle'),
      formHeading: translate(context.i18n, lwlTexts, 'subscriberFormHeading'),
      addresses: context.store.addresses.value,
      pays: true,
      isReader: readerReceives,
      enteredIn: 'orderForm',
    },
  ];
}
