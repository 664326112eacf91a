import { integer, object, optional } from 'superstruct';
import { definePluginState } from '../../core/index.ts';

/**
 * The time limit last picked in the order form's gift section, kept at once so the price follows the pick. Not
 * persisted: the submitted form's values carry the pick across a payment round trip.
 */
export const giftState = definePluginState({ id: 'gift', schema: object({ timeLimit: optional(integer()) }), persisted: false });
