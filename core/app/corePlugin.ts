import { lazy } from 'react';
import { definePlugin } from '../plugin/definePlugin.ts';
import { contribute } from '../plugin/contribute.ts';
import { startSteps } from '../extensionPoints/startSteps.ts';
import { trackingSinks } from '../extensionPoints/trackingSinks.ts';
import { dataLayerSink } from '../tracking/dataLayerSink.ts';

/** Core's own contributions: the normal order form as the last start step, and the data-layer tracking sink. */
export const corePlugin = definePlugin({
  id: 'core',
  contributes: [
    contribute(startSteps, {
      id: 'orderForm',
      order: 1000,
      isActive: () => true,
      component: lazy(() => import('../pages/start/OrderFormStep.tsx').then((module) => ({ default: module.OrderFormStep }))),
    }),
    contribute(trackingSinks, dataLayerSink),
  ],
});
