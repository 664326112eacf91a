import { boolean } from 'superstruct';
import { definePluginState } from '../../core/index.ts';

/** funnel.md section 4's flag youngAdultOrderFormWasShown: the form was passed once, the funnel moved on. */
export const youngAdultFormShownState = definePluginState({ id: 'youngAdultOrderFormWasShown', schema: boolean(), persisted: true });
