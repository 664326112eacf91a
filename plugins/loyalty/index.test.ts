import { describe, expect, it } from 'vitest';
import { completenessChecks, formSections, orderRequestContributors, type CampaignBonus, type OrderRequest } from '../../core/index.ts';
import { mountPlugin } from '../../core/testing.ts';
import { loyalty } from './index.ts';

const baseRequest = { salesCampaignId: 'X', paymentUniqueId: 'abcdefghij' } as OrderRequest;
const miles: CampaignBonus = { bonus: { materialNumber: 'M1', classification: 'MILES_AND_MORE' }, fixedBonus: false };
const book: CampaignBonus = { bonus: { materialNumber: 'B1', classification: 'NON_MONETARY' }, fixedBonus: false };
const fixedMiles: CampaignBonus = { ...miles, fixedBonus: true };

function mount(bonuses: CampaignBonus[], chosen?: string[], mmNumber?: string) {
  const mounted = mountPlugin(loyalty(), { campaign: { bonuses, numberOfBonuses: 1 } });
  if (chosen) mounted.context.store.bonusCart.value = chosen;
  if (mmNumber !== undefined) mounted.setSectionValues('loyalty', { mmNumber });
  return {
    ...mounted,
    section: mounted.registry.get(formSections)[0]!,
    check: mounted.registry.get(completenessChecks)[0]!,
    contributor: mounted.registry.get(orderRequestContributors)[0]!,
  };
}

describe('loyalty plugin', () => {
  it('registers its validator text under its own namespace when the runtime is built', () => {
    const { context } = mountPlugin(loyalty());
    expect(context.i18n.hasResourceBundle('de', 'loyalty')).toBe(true);
    expect(context.i18n.t('loyalty:invalid')).toMatch(/^Bitte prüfen Sie Ihre Miles & More Servicekartennummer/);
    // The field's own texts load with the lazy section, not with the plugin.
    expect(context.i18n.hasResourceBundle('de', 'loyaltyForm')).toBe(false);
  });

  it('asks for the mmNumber only with a Miles & More bonus in the cart', () => {
    const withMiles = mount([miles, book], ['M1']);
    expect(withMiles.section.isActive(withMiles.context)).toBe(true);
    const withBook = mount([miles, book], ['B1']);
    expect(withBook.section.isActive(withBook.context)).toBe(false);
    const noBonuses = mount([]);
    expect(noBonuses.section.isActive(noBonuses.context)).toBe(false);
  });

  it('counts a fixed Miles & More bonus while the bonus cart holds nothing yet', () => {
    const { section, context } = mount([fixedMiles]);
    expect(section.isActive(context)).toBe(true);
  });

  it('allows an empty number and applies the check-digit rule otherwise', () => {
    const { section, context } = mount([miles], ['M1']);
    expect(section.validate?.({ mmNumber: '' }, context)).toEqual({});
    expect(section.validate?.({ mmNumber: '79927398713' }, context)).toEqual({});
    expect(section.validate?.({ mmNumber: '79927398710' }, context)?.mmNumber).toMatch(/Miles & More/);
    expect(section.validate?.({ mmNumber: '7992A' }, context)?.mmNumber).toBeDefined();
  });

  it('is incomplete for the skip-ahead with a Miles & More bonus and no number', () => {
    expect(mount([miles], ['M1'], '').check.isComplete(mount([miles], ['M1'], '').context)).toBe(false);
    const filled = mount([miles], ['M1'], '79927398713');
    expect(filled.check.isComplete(filled.context)).toBe(true);
    const other = mount([miles, book], ['B1'], '');
    expect(other.check.isComplete(other.context)).toBe(true);
  });

  it('takes the number of the form data when the form has none yet', () => {
    const mounted = mountPlugin(loyalty(), {
      campaign: { bonuses: [fixedMiles], numberOfBonuses: 1 },
      formData: { mmNumber: '79927398713' },
    });
    expect(mounted.registry.get(completenessChecks)[0]?.isComplete(mounted.context)).toBe(true);
    expect(mounted.registry.get(formSections)[0]?.initialValues?.(mounted.context)).toEqual({ mmNumber: '79927398713' });
  });

  it('sends a valid mmNumber with the order and leaves out an empty one', () => {
    const given = mount([miles], ['M1'], ' 79927398713 ');
    expect(given.contributor.contribute(baseRequest, given.context)).toEqual({ ...baseRequest, mmNumber: '79927398713' });
    const empty = mount([miles], ['M1'], '');
    expect(empty.contributor.contribute(baseRequest, empty.context)).toEqual(baseRequest);
  });
});
