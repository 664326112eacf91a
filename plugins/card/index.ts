import { object, type Infer } from 'superstruct';
import { contribute, definePlugin, defineLazyContribution, paymentProviders, routes, translate } from '../../core/index.ts';
import { cardSummary } from './cardSummary.ts';
import { cardRefusalState } from './cardRefusalState.ts';
import { cardTexts } from './cardTexts.ts';
import { cardReturnPaths } from './cardReturnPaths.ts';

const optionsSchema = object({});

/**
 * Credit card (payment method key Q; funnel.md section 4 "Submit", platform.md sections 3, 5 and 7):
 * the card agreement for recurring orders, the one-off payment otherwise. Core saves the order
 * first and restores it on the return routes; the plugin checks the card's validity against the tenant's
 * validCardMonths and keeps creditCardDeclined or creditCardTimeInvalid in its own state.
 */
export function card() {
  const settings: Infer<typeof optionsSchema> = {};
  return definePlugin({
    id: 'card',
    options: settings,
    optionsSchema,
    state: [cardRefusalState],
    contributes: [
      contribute(paymentProviders, {
        id: 'card',
        order: 100,
        methodKey: 'Q',
        label: (context) => translate(context.i18n, cardTexts, 'label'),
        // The logo draws on the payment page only. Its `payment-` chunk name has that page's HTML preload it
        // (cli/pluginPreloadRouteChunks.ts), so the payment form does not wait for it; Start never loads it.
        logo: defineLazyContribution(() => import(/* webpackChunkName: "payment-logo-card" */ './CardLogo.tsx'), {
          exportName: 'CardLogo',
        }),
        // The init logic loads when a reader leaves for the card page, not with the Start page.
        start: (context) => import('./startCardPayment.ts').then((module) => module.startCardPayment(context)),
        summary: cardSummary,
        // Saved card data without the provider's pseudo card number cannot be charged (funnel.md section 5, "Payment data").
        isPaymentDataIncomplete: (paymentData) => !paymentData.pseudoCardPan?.trim(),
        // Its words load only for a reader whose card was refused.
        returnNotice: (context) => {
          if (context.store.paymentReturnNotice.value !== 'refused' || !cardRefusalState.read(context.store))
            return Promise.resolve(undefined);
          return import('./cardReturnNotice.ts').then((module) => module.cardReturnNotice(context));
        },
      }),
      contribute(routes, {
        id: 'cardAgreementResult',
        path: cardReturnPaths.agreement,
        name: 'CardAgreementResult',
        area: 'order',
        showBackButton: true,
        component: defineLazyContribution(() => import('./CardReturnPage.tsx'), { exportName: 'CardAgreementReturnPage' }),
      }),
      contribute(routes, {
        id: 'cardOneOffResult',
        path: cardReturnPaths.oneOff,
        name: 'CardOneOffResult',
        area: 'order',
        showBackButton: true,
        component: defineLazyContribution(() => import('./CardReturnPage.tsx'), { exportName: 'CardOneOffReturnPage' }),
      }),
    ],
  });
}
