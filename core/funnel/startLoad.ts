import type { FunnelContext } from './FunnelContext.ts';
import { loadCountries } from './loadCountries.ts';
import { loadPrice } from './loadPrice.ts';
import { runInitialLoad, type InitialLoadResult } from './runInitialLoad.ts';

/** A Start load begun before the page rendered, and its result once it has one. */
interface EarlyStartLoad {
  readonly promise: Promise<InitialLoadResult>;
  result?: InitialLoadResult;
}

const early = new WeakMap<FunnelContext, EarlyStartLoad>();

/**
 * What Start asks for once its step has rendered after a ready initial load: the price preview and the campaign's
 * countries, which the page shows but need not wait for. Not sooner: an answer that lands while the step's first
 * render is under way changes a signal that render reads, and React then redoes the whole render in one long task.
 */
export function loadPriceAndCountries(context: FunnelContext): void {
  if (!context.store.price.value.result) void loadPrice(context, { preview: true });
  void loadCountries(context);
}

/**
 * Begins Start's load (the initial load, funnel.md section 4) while the app is still mounting (mountApp), so that its
 * answers, which the page requested while its HTML was parsed, are already in the store when React renders Start for
 * the first time.
 */
export function beginStartLoad(context: FunnelContext): void {
  if (early.has(context)) return;
  const load: EarlyStartLoad = {
    promise: runInitialLoad(context).then((result) => {
      load.result = result;
      return result;
    }),
  };
  early.set(context, load);
}

/**
 * Takes the Start load begun while mounting, once: Start's first render reads its result if it has settled,
 * and waits for its promise otherwise. Undefined when none was begun or it was taken: a later visit of Start
 * (after the follow-up offer, for example) loads afresh with `runInitialLoad`.
 */
export function takeEarlyStartLoad(
  context: FunnelContext,
): { readonly promise: Promise<InitialLoadResult>; readonly result?: InitialLoadResult } | undefined {
  const load = early.get(context);
  early.delete(context);
  // A load that sent the reader elsewhere (an error page, OrderExists) before Start rendered is over: Start, opened
  // again by a retry, loads afresh.
  return load?.result === 'left' ? undefined : load;
}
