import { boolean, object } from 'superstruct';
import { definePluginState } from '../../core/index.ts';

/**
 * Why the card's last return was refused (funnel.md section 4's flags creditCardDeclined and creditCardTimeInvalid):
 * the payment page's notice reads it while core marks the return as refused. Kept with the order's state.
 */
export const cardRefusalState = definePluginState({
  id: 'card',
  schema: object({ creditCardDeclined: boolean(), creditCardTimeInvalid: boolean() }),
  persisted: true,
});
