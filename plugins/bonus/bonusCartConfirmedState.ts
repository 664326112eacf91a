import { boolean } from 'superstruct';
import { definePluginState } from '../../core/index.ts';

/** funnel.md section 4's flag orderBonusCartConfirmed: the reader confirmed the bonus cart, Start moves on. */
export const bonusCartConfirmedState = definePluginState({ id: 'orderBonusCartConfirmed', schema: boolean(), persisted: true });
