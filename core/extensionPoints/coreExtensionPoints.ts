import type { ExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import { addressRequirements } from './addressRequirements.ts';
import { backNavigationHandlers } from './backNavigationHandlers.ts';
import { completenessChecks } from './completenessChecks.ts';
import { formSections } from './formSections.ts';
import { orderParties } from './orderParties.ts';
import { orderRequestContributors } from './orderRequestContributors.ts';
import { paymentProviders } from './paymentProviders.ts';
import { priceRequestContributors } from './priceRequestContributors.ts';
import { routes } from './routes.ts';
import { sideAreaWidgets } from './sideAreaWidgets.ts';
import { startSteps } from './startSteps.ts';
import { summaryAccounts } from './summaryAccounts.ts';
import { summaryExtras } from './summaryExtras.ts';
import { successNotes } from './successNotes.ts';
import { trackingCheckoutTypes } from './trackingCheckoutTypes.ts';
import { trackingSinks } from './trackingSinks.ts';
import { verificationBlocks } from './verificationBlocks.ts';

/** Every extension point core offers; the wiring refuses contributions to anything else. */
export const coreExtensionPoints: readonly ExtensionPoint<unknown>[] = [
  startSteps,
  formSections,
  orderRequestContributors,
  priceRequestContributors,
  backNavigationHandlers,
  sideAreaWidgets,
  orderParties,
  completenessChecks,
  trackingCheckoutTypes,
  trackingSinks,
  routes,
  paymentProviders,
  addressRequirements,
  summaryAccounts,
  verificationBlocks,
  summaryExtras,
  successNotes,
] as readonly ExtensionPoint<unknown>[];
