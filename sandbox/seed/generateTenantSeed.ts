import type { OrderBonus } from '../../core/api/entities/orderBonus.ts';
import type { RegionOption } from '../../core/api/entities/regionOption.ts';
import type { SeedBonus } from './seedBonuses.ts';
import { bonusImage } from './seedBonuses.ts';
import type { SeedCampaignSpec } from './buildSeedCampaign.ts';
import { buildSeedCampaign, kindName, kindWord } from './buildSeedCampaign.ts';
import type { SeedCampaign } from './SeedCampaign.ts';
import type { TenantProfile } from './loadTenantProfiles.ts';

/** The generated sandbox data of one tenant. */
export interface TenantSeed {
  readonly campaigns: readonly SeedCampaign[];
  readonly bonuses: readonly SeedBonus[];
}

/** Region choices for a tenant whose region plugin names none: automatic plus two editions. */
const defaultRegions: readonly RegionOption[] = [
  { code: 'EG', name: 'Automatisch nach Adresse' },
  { code: 'NORD', name: 'Ausgabe Nord' },
  { code: 'SUED', name: 'Ausgabe Süd' },
];

function orderBonus(materialNumber: string, title: string, classification: OrderBonus['classification'], colour: string, cashBonus: number | null): OrderBonus {
  const label = classification === 'CASH' ? 'Barprämie' : classification === 'MILES_AND_MORE' ? 'Miles&More Prämie' : 'Sachprämie';
  return {
    materialNumber, title, label, classification, imagePath: bonusImage(title, colour), infoPoints: [`${title} zu Ihrem Abo`],
    text: `${title} als Dankeschön für Ihre Bestellung.`, textLabel: 'Beschreibung', link: '', linkLabel: '',
    additionalCharges: [], cashBonus, validFrom: '2024-01-01', active: true, invalid: false,
  };
}

function regionsOf(options: Readonly<Record<string, unknown>>): readonly RegionOption[] {
  const regions = options.regions;
  return Array.isArray(regions) && regions.length > 0 ? (regions as RegionOption[]) : defaultRegions;
}

/**
 * Sandbox campaigns for a tenant without hand-written seeds, from its package: a digital and a print
 * standard offer (`<KEY>-DIGITAL-STANDARD`, `<KEY>-PRINT-STANDARD`) and, per enabled plugin that needs a
 * campaign of its own to be ordered, `<KEY>-<PLUGIN>` (gift, student, lwl, bonus, cash-bonus,
 * young-adult, loyalty, region), with the bonuses those campaigns offer.
 */
export function generateTenantSeed(profile: TenantProfile): TenantSeed {
  const tenant = profile.key;
  const code = tenant.toUpperCase();
  const enabled = new Map(profile.plugins.map((plugin) => [plugin.id, plugin.options]));
  const withBonusSelection = enabled.has('bonus');
  const bonuses: SeedBonus[] = [];
  const addBonus = (bonus: OrderBonus) => {
    bonuses.push({ tenant, bonus });
    return bonus.materialNumber;
  };
  const specs: SeedCampaignSpec[] = (['D', 'P'] as const).map((kind) => ({
    tenant, id: `${code}-${kindWord[kind]}-STANDARD`, kind, name: `${profile.name} ${kindName[kind]}`, description: `Standard-${kindName[kind]} (generiert)`,
  }));
  const perPlugin: Record<string, () => SeedCampaignSpec> = {
    gift: () => ({
      tenant, id: `${code}-GIFT`, kind: 'P', name: `${profile.name} verschenken`, description: 'Geschenkabo mit wählbarer Laufzeit (generiert)',
      overrides: { giftSubscription: true, timeLimitSelectable: true, emailMandatory: true }, extra: { giftTimeLimit: 12 },
    }),
    student: () => ({
      tenant, id: `${code}-STUDENT`, kind: 'D', price: 4.99, name: `${profile.name} für Studierende`,
      description: 'Studentenabo mit Immatrikulationsbescheinigung (generiert)', overrides: { studentSubscription: true },
    }),
    lwl: () => {
      const items = withBonusSelection ? [{ materialNumber: addBonus(orderBonus(`${code}-B-WERBEPRAEMIE`, 'Werbeprämie 30 €', 'CASH', '#54278f', 30)) }] : [];
      return {
        tenant, id: `${code}-LWL`, kind: 'P', name: 'Leser werben Leser', description: 'Leser werben Leser (generiert)',
        overrides: { lwl: true, numberOfBonuses: items.length }, extra: { bonuses: items },
      };
    },
    bonus: () => ({
      tenant, id: `${code}-BONUS`, kind: 'P', name: `${profile.name} mit Prämie`, description: 'zwei Sachprämien, eine wählbar (generiert)',
      overrides: { numberOfBonuses: 1 },
      extra: {
        bonuses: [
          { materialNumber: addBonus(orderBonus(`${code}-B-GUTSCHEIN`, 'Gutschein 25 €', 'NON_MONETARY', '#1f4e79', null)) },
          { materialNumber: addBonus(orderBonus(`${code}-B-SCHIRM`, 'Taschenschirm', 'NON_MONETARY', '#33a02c', null)) },
        ],
      },
    }),
    'cash-bonus': () => ({
      tenant, id: `${code}-CASH-BONUS`, kind: 'P', name: `${profile.name} mit 50 € Barprämie`, description: 'Barprämie, IBAN nötig (generiert)',
      overrides: { numberOfBonuses: 1 },
      extra: { bonuses: [{ materialNumber: addBonus(orderBonus(`${code}-B-BAR50`, '50 € Barprämie', 'CASH', '#08519c', 50)), fixedBonus: true }] },
    }),
    'young-adult': () => ({
      tenant, id: `${code}-YOUNG-ADULT`, kind: 'D', price: 4.99, name: `${profile.name} für junge Leser (U27)`,
      description: 'junge Erwachsene U27 (generiert)', overrides: { ageLimit: 27 },
    }),
    loyalty: () => ({
      tenant, id: `${code}-LOYALTY`, kind: 'D', name: `${profile.name} mit Prämienmeilen`, description: 'Miles & More Prämie, mmNumber (generiert)',
      overrides: { numberOfBonuses: 1 },
      extra: { bonuses: [{ materialNumber: addBonus(orderBonus(`${code}-B-MEILEN`, '2.000 Prämienmeilen', 'MILES_AND_MORE', '#f2b705', null)), fixedBonus: true }] },
    }),
    region: () => ({
      tenant, id: `${code}-REGION`, kind: 'P', name: `${profile.name} – Ihre Lokalausgabe`, description: 'Regionsauswahl, pva (generiert)',
      extra: { regionOptions: regionsOf(enabled.get('region') ?? {}) },
    }),
  };
  for (const [id, build] of Object.entries(perPlugin)) if (enabled.has(id)) specs.push(build());
  return { campaigns: specs.map(buildSeedCampaign), bonuses };
}
