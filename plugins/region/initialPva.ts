import type { FunnelContext } from '../../core/index.ts';
import { defaultPva } from './defaultPva.ts';
import type { RegionChoice } from './resolveRegionOptions.ts';

/**
 * The region the section opens with: the reader's earlier choice, else the form data's pva when it
 * is one of the choices, else `defaultPva` (funnel.md section 5 "Region").
 */
export function initialPva(context: FunnelContext, options: readonly RegionChoice[], allowNoRegion: boolean): string {
  const offered = (code: string | null | undefined) => Boolean(code) && options.some((option) => option.code === code);
  const formData = context.store.formData.value;
  if (offered(formData?.pva)) return formData!.pva!;
  const addressDistrict = formData?.addresses.privateAddress?.district ?? formData?.addresses.businessAddress?.district;
  return defaultPva({ options, allowsDash: allowNoRegion, addressDistrict });
}
