import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { lazyWithTimeout } from '../../plugin/lazyWithTimeout.ts';

/**
 * The order form's start-date section, in a chunk of its own: only the campaigns `showsStartDate` names load it.
 * Outside the order form's chunk, so the order form step's `preload` can load both before Start renders.
 */
export const LazyStartDateSection = lazyWithTimeout(() =>
  import(/* webpackChunkName: "print-start-date" */ './StartDateSection.tsx').then((module) => ({ default: module.StartDateSection })),
);

/**
 * Loads the start-date section's code when the campaign in `context` may show it: a page rendered by the Start renderer
 * then hydrates the section in the same pass as the form (docs/performance.md, "Start rendered per reader"). Nothing
 * before the initial load has answered. (Only the flag is read here, in every Start's first load: a digital campaign
 * with the flag loads code it does not show.)
 */
export function preloadStartDateSection(context: FunnelContext): Promise<unknown> | undefined {
  return context.store.formData.value?.salesCampaign.showStartDate ? LazyStartDateSection.preload() : undefined;
}
