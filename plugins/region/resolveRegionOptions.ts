import type { FunnelContext } from '../../core/index.ts';

/** One region (pva) choice. */
export interface RegionChoice {
  readonly code: string;
  readonly name: string;
}

/**
 * The region choices for the current campaign: the back end's regionSelectionOptions when the
 * form data sends a list, else the tenant's own list (`fallback`). Empty when the back end sends
 * an empty list: that campaign has no regions.
 */
export function resolveRegionOptions(context: FunnelContext, fallback: readonly RegionChoice[]): readonly RegionChoice[] {
  const fromServer = context.store.formData.value?.regionSelectionOptions;
  return fromServer ?? fallback;
}
