import { createElement, lazy, Suspense } from 'react';
import { definePlugin } from '../plugin/definePlugin.ts';
import { contribute } from '../plugin/contribute.ts';
import { formSections, type FormSectionProps } from '../extensionPoints/formSections.ts';
import { startSteps, type StartStepProps } from '../extensionPoints/startSteps.ts';
import { trackingSinks } from '../extensionPoints/trackingSinks.ts';
import { hasNoPriceAbroad } from '../funnel/hasNoPriceAbroad.ts';
import { dataLayerSink } from '../tracking/dataLayerSink.ts';
import { preloadableComponent } from '../ui/preloadableComponent.tsx';

// Preloaded from the HTML and by mountApp: rendered without a suspense round when its code is already there.
const orderFormStep = preloadableComponent<StartStepProps>(() =>
  import(/* webpackChunkName: "start-order-form" */ '../pages/start/OrderFormStep.tsx').then((module) => module.OrderFormStep),
);

const NoPriceAbroadSection = lazy(() => import('../pages/start/NoPriceAbroadSection.tsx').then((module) => ({ default: module.NoPriceAbroadSection })));

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
      component: orderFormStep.Component,
      preload: orderFormStep.preload,
    }),
    contribute(formSections, {
      id: 'noPriceAbroad',
      // After every plugin's section, right above the terms and the order button.
      order: 10_000,
      placement: 'beforeTerms',
      isActive: hasNoPriceAbroad,
      // Its own boundary: the notice appears after a submit, and loading it must not blank the form.
      component: (props: FormSectionProps) => createElement(Suspense, { fallback: null }, createElement(NoPriceAbroadSection, props)),
    }),
    contribute(trackingSinks, dataLayerSink),
  ],
});
