import { definePlugin, contribute } from '../plugin/definePlugin.ts';
import { defineLazyContribution } from '../plugin/defineLazyContribution.ts';
import { formSections } from '../extensionPoints/formSections.ts';
import { startSteps } from '../extensionPoints/startSteps.ts';
import { trackingSinks } from '../extensionPoints/trackingSinks.ts';
import { hasNoPriceAbroad } from '../funnel/loadPrice.ts';
import { preloadStartDateSection } from '../pages/start/LazyStartDateSection.ts';
import { dataLayerSink } from '../tracking/dataLayerSink.ts';

// Preloaded from the HTML (its chunk is named start-…) and by mountApp, so Start's first render usually has it.
const OrderFormStep = defineLazyContribution(() => import(/* webpackChunkName: "start-order-form" */ '../pages/start/OrderFormStep.tsx'), {
  exportName: 'OrderFormStep',
});

const NoPriceAbroadSection = defineLazyContribution(() => import('../pages/start/NoPriceAbroadSection.tsx'), { exportName: 'NoPriceAbroadSection' });

/**
 * Core's own contributions: the normal order form as the last start step, the notice beside the
 * order button that an address abroad has no price online (funnel.md section 3, noResultAbroad),
 * and the data-layer tracking sink.
 */
export const corePlugin = definePlugin({
  id: 'core',
  contributes: [
    contribute(startSteps, {
      id: 'orderForm',
      order: 1000,
      isActive: () => true,
      component: OrderFormStep,
      preload: (context) => Promise.all([OrderFormStep.preload(), preloadStartDateSection(context)]),
    }),
    contribute(formSections, {
      id: 'noPriceAbroad',
      // After every plugin's section, right above the terms and the order button.
      order: 10_000,
      placement: 'beforeTerms',
      isActive: hasNoPriceAbroad,
      component: NoPriceAbroadSection,
    }),
    contribute(trackingSinks, dataLayerSink),
  ],
});
