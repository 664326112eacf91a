import { object, type Infer } from 'superstruct';
import { contribute, definePlugin, defineLazyContribution, paymentProviders, routes, translate } from '../../core/index.ts';
import { payPalTexts } from './payPalTexts.ts';

const optionsSchema = object({});

/** The return route PayPal sends the reader back to (platform.md section 2). */
export const payPalReturnPath = '/paypal/agreement/result';

/**
 * PayPal (payment method key P; funnel.md section 4 "Submit", platform.md sections 3 and 7): the
 * PayPal billing agreement. Core saves the order before the init call and sends the reader to
 * PayPal; the return route restores it and takes the PayPal code from the agreement's result.
 */
export function paypal() {
  const settings: Infer<typeof optionsSchema> = {};
  return definePlugin({
    id: 'paypal',
    options: settings,
    optionsSchema,
    contributes: [
      contribute(paymentProviders, {
        id: 'paypal',
        order: 200,
        methodKey: 'P',
        label: (context) => translate(context.i18n, payPalTexts, 'label'),
        // The logo draws on the payment page only. Its `payment-` chunk name has that page's HTML preload it
        // (cli/pluginPreloadRouteChunks.ts), so the payment form does not wait for it; Start never loads it.
        logo: defineLazyContribution(() => import(/* webpackChunkName: "payment-logo-paypal" */ './PayPalLogo.tsx'), {
          exportName: 'PayPalLogo',
        }),
        // The init logic loads when a reader leaves for PayPal, not with the Start page.
        start: (context) => import('./payPalAgreement.ts').then((module) => module.startPayPalAgreement(context, payPalReturnPath)),
        summary: (paymentData, context) => (paymentData.payPalCode ? [translate(context.i18n, payPalTexts, 'agreementGiven')] : []),
      }),
      contribute(routes, {
        id: 'payPalAgreementResult',
        path: payPalReturnPath,
        name: 'PayPalAgreementResult',
        area: 'order',
        showBackButton: true,
        component: defineLazyContribution(() => import('./PayPalReturnPage.tsx'), { exportName: 'PayPalReturnPage' }),
      }),
    ],
  });
}
