import { boolean } from 'superstruct';
import { definePluginState } from '../../core/index.ts';

/** funnel.md section 4's flag studentOrderFormWasShown: the upload form was shown once, the funnel moved on. */
export const studentFormShownState = definePluginState({ id: 'studentOrderFormWasShown', schema: boolean(), persisted: true });
