import type { TextNamespace } from '../../i18n/TextNamespace.ts';
import { orderFormLabels } from './orderFormLabels.ts';

/** The order form's labels as the i18next namespace `orderForm`, for the texts with an interpolation (`{{date}}`). */
export const orderFormTexts = { namespace: 'orderForm', texts: orderFormLabels } satisfies TextNamespace;
