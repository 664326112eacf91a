import type { FunnelContext } from '../../core/index.ts';

/**
 * The region (pva) choices of the Black Forest daily (funnel.md section 3 "Regions"): 'EG' for
 * the automatic assignment by address, the vehicle-registration district codes of its circulation
 * area, and 'A', the international vehicle code, for Austria. The back end's own list, when the
 * form data sends regionSelectionOptions, takes precedence over this one.
 */
export const regionOptions: readonly { readonly code: string; readonly name: string }[] = [
  { code: 'EG', name: 'Automatische Zuordnung' },
  { code: 'BL', name: 'Zollernalbkreis' },
  { code: 'CW', name: 'Landkreis Calw' },
  { code: 'FDS', name: 'Landkreis Freudenstadt' },
  { code: 'OG', name: 'Ortenaukreis' },
  { code: 'RW', name: 'Landkreis Rottweil' },
  { code: 'TUT', name: 'Landkreis Tuttlingen' },
  { code: 'VS', name: 'Schwarzwald-Baar-Kreis' },
  { code: 'A', name: 'Österreich' },
];

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
