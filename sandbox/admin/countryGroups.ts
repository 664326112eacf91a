import type { CountryGroup } from '../../admin/api/adminSalesCampaign.ts';

/** The country groups a campaign's delivery countries are chosen from, smallest first. */
export const countryGroups: readonly CountryGroup[] = [
  { id: 'INLAND', name: 'Nur Deutschland', countries: { DE: 'Deutschland' } },
  { id: 'DACH', name: 'Deutschland, Österreich, Schweiz', countries: { DE: 'Deutschland', AT: 'Österreich', CH: 'Schweiz' } },
  {
    id: 'EUROPA',
    name: 'Deutschland und Europa',
    countries: {
      DE: 'Deutschland', AT: 'Österreich', CH: 'Schweiz', FR: 'Frankreich', IT: 'Italien', NL: 'Niederlande',
      BE: 'Belgien', LU: 'Luxemburg', DK: 'Dänemark', PL: 'Polen', CZ: 'Tschechien', ES: 'Spanien',
    },
  },
];

/** The smallest group that holds all the countries (the widest one when none does). */
export function countryGroupOf(countries: readonly string[]): CountryGroup {
  const widest = countryGroups[countryGroups.length - 1]!;
  return countryGroups.find((group) => countries.every((country) => country in group.countries)) ?? widest;
}
