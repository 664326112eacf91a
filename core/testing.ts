/**
 * Core's test surface: what the unit tests of a plugin (plugins/<id>/*.test.ts, admin/**\/*.test.ts) may use to drive
 * core with the plugin mounted. Never imported by shipped code (the lint's boundary rules allow it in tests only).
 */
export { mountPlugin } from './plugin/mountPlugin.ts';
export type { MountedPlugin, MountPluginOptions } from './plugin/mountPlugin.ts';
export { funnelContextFixture, orderFormDataFixture } from './funnel/funnelContextFixture.ts';
export { buildOrderRequest } from './funnel/buildOrderRequest.ts';
export { initialOrderFormValues } from './funnel/orderFormValuesFromFormData.ts';
export { emptyOrderFormValues } from './orderForm/emptyOrderFormValues.ts';
export type { PriceWithDeliveryDateRequest } from './api/priceWithDeliveryDate.ts';
export { contractCallRecorder } from './api/contractCallRecorder.ts';
