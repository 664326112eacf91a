import type { FunnelContext } from './FunnelContext.ts';

/**
 * Asks order/countries/{salesCampaignId} (funnel.md section 7) for the campaign's countries and
 * makes them the form data's `countries`, so the country select, its validation and the completeness
 * checks all use the campaign's own list. The initial form data's countries stay when the call fails
 * or answers no country: the spec sends only the listed calls' failures to the error page, and the
 * order can go on with the list it already has.
 */
export async function loadCountries(context: FunnelContext): Promise<void> {
  const salesCampaignId = context.store.formData.value?.salesCampaign.salesCampaignId;
  if (!salesCampaignId) return;
  let countries;
  try {
    countries = await context.api.countries(salesCampaignId);
  } catch (error) {
    console.warn("countries: keeping the initial form data's list", error);
    return;
  }
  const current = context.store.formData.value;
  if (!current || current.salesCampaign.salesCampaignId !== salesCampaignId || Object.keys(countries).length === 0) return;
  // The same list as the initial form data's (the usual answer) changes nothing: written anyway, it would re-render
  // the order form while it first renders.
  if (sameCountries(current.countries, countries)) return;
  context.store.formData.value = { ...current, countries };
}

/** Same codes, names and order (the select lists them in the answer's order). */
function sameCountries(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const [keysOfA, keysOfB] = [Object.keys(a), Object.keys(b)];
  return keysOfA.length === keysOfB.length && keysOfA.every((key, index) => keysOfB[index] === key && a[key] === b[key]);
}
