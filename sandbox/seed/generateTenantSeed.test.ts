import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { orderBonus } from '../../core/api/entities/orderBonus.ts';
import { generateTenantSeed } from './generateTenantSeed.ts';

const plugin = (id: string, options: Record<string, unknown> = {}) => ({ id, options });

describe('generateTenantSeed', () => {
  it('gives a tenant without plugins a digital and a print standard offer named after its brand', () => {
    const seed = generateTenantSeed({ key: 'nwz', name: 'Nordwest-Zeitung', plugins: [plugin('card')] });
    expect(seed.campaigns.map((c) => c.view.salesCampaignId)).toEqual(['NWZ-DIGITAL-STANDARD', 'NWZ-PRINT-STANDARD']);
    expect(seed.campaigns.map((c) => [c.tenant, c.view.printProductType, c.product])).toEqual([
      ['nwz', 'D', 'nwz-digital'],
      ['nwz', 'P', 'nwz-print'],
    ]);
    expect(seed.campaigns[0]!.view.name).toBe('Nordwest-Zeitung Digital-Abo');
    expect(seed.bonuses).toEqual([]);
  });

  it('adds one campaign per enabled plugin that needs its own campaign, with the flags the plugin reacts to', () => {
    const seed = generateTenantSeed({
      key: 'nwz',
      name: 'Nordwest-Zeitung',
      plugins: ['gift', 'student', 'lwl', 'bonus', 'cash-bonus', 'young-adult', 'loyalty', 'region', 'paypal'].map((id) => plugin(id)),
    });
    const byId = new Map(seed.campaigns.map((c) => [c.view.salesCampaignId, c]));
    expect([...byId.keys()].sort()).toEqual(
      ['NWZ-BONUS', 'NWZ-CASH-BONUS', 'NWZ-DIGITAL-STANDARD', 'NWZ-GIFT', 'NWZ-LOYALTY', 'NWZ-LWL', 'NWZ-PRINT-STANDARD', 'NWZ-REGION', 'NWZ-STUDENT', 'NWZ-YOUNG-ADULT'],
    );
    expect(byId.get('NWZ-GIFT')!.view).toMatchObject({ giftSubscription: true, timeLimitSelectable: true });
    expect(byId.get('NWZ-STUDENT')!.view.studentSubscription).toBe(true);
    expect(byId.get('NWZ-LWL')!.view).toMatchObject({ lwl: true, numberOfBonuses: 1 });
    expect(byId.get('NWZ-YOUNG-ADULT')!.view.ageLimit).toBe(27);
    expect(byId.get('NWZ-REGION')!.regionOptions?.[0]).toEqual({ code: 'EG', name: 'Automatisch nach Adresse' });
    const bonusesById = new Map(seed.bonuses.map((b) => [b.bonus.materialNumber, b.bonus]));
    expect(bonusesById.get(byId.get('NWZ-LOYALTY')!.bonuses![0]!.materialNumber)?.classification).toBe('MILES_AND_MORE');
    expect(bonusesById.get(byId.get('NWZ-CASH-BONUS')!.bonuses![0]!.materialNumber)?.cashBonus).toBe(50);
    // Every offered bonus exists, is the tenant's and satisfies the contract's schema.
    for (const campaign of seed.campaigns) {
      for (const item of campaign.bonuses ?? []) expect(bonusesById.has(item.materialNumber), item.materialNumber).toBe(true);
    }
    for (const entry of seed.bonuses) {
      expect(entry.tenant).toBe('nwz');
      expect(is(entry.bonus, orderBonus), entry.bonus.materialNumber).toBe(true);
    }
  });

  it('takes the region plugin’s own editions and offers lwl without a bonus when the bonus plugin is off', () => {
    const regions = [{ code: 'EG', name: 'Automatisch' }, { code: 'OL', name: 'Oldenburg' }];
    const seed = generateTenantSeed({ key: 'nwz', name: 'NWZ', plugins: [plugin('region', { regions }), plugin('lwl')] });
    const region = seed.campaigns.find((c) => c.view.salesCampaignId === 'NWZ-REGION');
    expect(region?.regionOptions).toEqual(regions);
    const lwl = seed.campaigns.find((c) => c.view.salesCampaignId === 'NWZ-LWL');
    expect(lwl?.view.numberOfBonuses).toBe(0);
    expect(lwl?.bonuses).toEqual([]);
  });
});
