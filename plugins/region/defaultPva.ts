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
