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

// Contexts whose initial load came back ready and whose price and countries are still to be asked for.
const priceAndCountriesDue = new WeakSet<FunnelContext>();

/**
 * Start's initial load (funnel.md section 4). A ready result makes the price preview and the countries due: Start asks
 * for them once its step has rendered (`loadDuePriceAndCountries`). Kept with the context, not with a render of Start,
 * which React may discard and run again.
 */
export function runStartLoad(context: FunnelContext): Promise<InitialLoadResult> {
  return runInitialLoad(context).then((result) => {
    if (result === 'ready') priceAndCountriesDue.add(context);
    return result;
  });
}

/**
 * Asks, once per ready initial load, for what the page shows but need not wait for: the price preview and the
 * campaign's countries. Start calls it once its step has rendered, not sooner: an answer that lands while the step's
 * first render is under way changes a signal that render reads, and React then redoes the whole render in one long task.
 */
export function loadDuePriceAndCountries(context: FunnelContext): void {
  if (!priceAndCountriesDue.delete(context)) return;
  if (!context.store.price.value.result) void loadPrice(context, { preview: true });
  void loadCountries(context);
}

/**
 * Begins Start's load (the initial load, funnel.md section 4) while the app is still mounting (mountApp), so that its
 * answers, which the page requested while its HTML was parsed, are already in the store when React renders Start for
 * the first time. Settles with the load's result (Start rendered for the reader is hydrated only then).
 */
export function beginStartLoad(context: FunnelContext): Promise<InitialLoadResult> {
  const begun = early.get(context);
  if (begun) return begun.promise;
  const load: EarlyStartLoad = {
    promise: runStartLoad(context).then((result) => {
      load.result = result;
      return result;
    }),
  };
  early.set(context, load);
  return load.promise;
}

/**
 * Takes the Start load begun while mounting, once: Start's first render reads its result if it has settled,
 * and waits for its promise otherwise. Undefined when none was begun or it was taken: a later visit of Start
 * (after the follow-up offer, for example) loads afresh with `runStartLoad`.
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
