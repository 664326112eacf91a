/**
 * The default district (region) of an address (funnel.md sections 3 and 9: "default '-' or 'EG'"):
 * 'EG', automatic by address, when the campaign offers it among its regions; otherwise '-', no region.
 */
export function defaultDistrict(regionOptions: readonly { readonly code: string }[] | null | undefined): string {
  return regionOptions?.some((option) => option.code === 'EG') ? 'EG' : '-';
}
