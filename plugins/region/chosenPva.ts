import type { FunnelContext } from '../../core/index.ts';
import type { RegionChoice } from './regionOptions.ts';

/** The pva the reader chose in the order form's region section (`plugins.region.pva`), if any. */
export function chosenPva(context: FunnelContext): string | undefined {
  const plugins = context.store.orderFormValues.value?.plugins as Record<string, { pva?: unknown } | undefined> | undefined;
  const pva = plugins?.region?.pva;
  return typeof pva === 'string' ? pva : undefined;
}

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

/**
 * The preset region (funnel.md section 5 "Region"): 'EG' when it is offered, else '-' (no region)
 * when that is allowed, else the address's district when it is one of the offered regions, else ''
 * (nothing preset; `validatePva` then asks for a choice).
 */
export function defaultPva(input: {
  readonly options: readonly { readonly code: string }[];
  readonly allowsDash: boolean;
  readonly addressDistrict?: string | null;
}): string {
  const offered = (code: string) => input.options.some((option) => option.code === code);
  if (offered('EG')) return 'EG';
  if (input.allowsDash) return '-';
  const district = input.addressDistrict ?? '';
  return district !== '' && offered(district) ? district : '';
}

/**
 * Whether the order request carries pva (funnel.md section 5 "Region"): for digital campaigns
 * (printProductType D) only when regions are offered and the value is not '-'; for print (P) and
 * magazine (M) campaigns whenever a value is set.
 */
export function shouldSendPva(input: {
  readonly printProductType: string | null | undefined;
  readonly options: readonly unknown[] | null | undefined;
  readonly pva: string | null | undefined;
}): boolean {
  if (!input.pva) return false;
  if (input.printProductType === 'D') return (input.options?.length ?? 0) > 0 && input.pva !== '-';
  return true;
}
