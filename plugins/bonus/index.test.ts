import { describe, expect, it } from 'vitest';
import {
  backNavigationHandlers,
  orderRequestContributors,
  sideAreaWidgets,
  startSteps,
  type CampaignBonus,
  type OrderRequest,
} from '../../core/index.ts';
import { mountPlugin } from '../../core/testing.ts';
import { bonusSelectionState, bonusCartConfirmedState } from './BonusSelectionState.ts';
import { changeBonusCart } from './changeBonusCart.ts';
import { confirmBonusCart } from './confirmBonusCart.ts';
import { bonus } from './index.ts';

const baseRequest = { salesCampaignId: 'X', paymentUniqueId: 'abcdefghij' } as OrderRequest;
const calendar: CampaignBonus = { bonus: { materialNumber: 'CAL', classification: 'NON_MONETARY' }, fixedBonus: true };
const mug: CampaignBonus = { bonus: { materialNumber: 'MUG', classification: 'NON_MONETARY' }, fixedBonus: false };
const oldBook: CampaignBonus = { bonus: { materialNumber: 'BOOK' }, fixedBonus: false, validUntil: '2000-01-01' };
const helmet: CampaignBonus = {
  bonus: {
    materialNumber: 'K-HELM',
    properties: [{ name: 'Farbe', values: ['rot', 'blau'] }],
    variants: [
      { materialNumber: 'HELM-ROT', propertyValues: [{ name: 'Farbe', value: 'rot' }] },
      { materialNumber: 'HELM-BLAU', propertyValues: [{ name: 'Farbe', value: 'blau' }] },
    ],
  },
  fixedBonus: false,
};

function mount(bonuses: CampaignBonus[], numberOfBonuses: number) {
  const mounted = mountPlugin(bonus(), { campaign: { bonuses, numberOfBonuses, salesCampaignId: 'C1' } });
  const step = mounted.registry.get(startSteps)[0]!;
  return {
    ...mounted,
    step,
    widget: mounted.registry.get(sideAreaWidgets)[0]!,
    contributor: mounted.registry.get(orderRequestContributors)[0]!,
    back: mounted.registry.get(backNavigationHandlers)[0]!,
  };
}

describe('bonus plugin', () => {
  it('is the first start step (order 100) with the cart in the side area while not confirmed', () => {
    const { step, widget, context } = mount([calendar, mug], 2);
    expect(step.order).toBe(100);
    expect(step.isActive(context)).toBe(true);
    expect(widget.isActive(context)).toBe(true);
    bonusCartConfirmedState.write(context.store, true);
    expect(step.isActive(context)).toBe(false);
    expect(widget.isActive(context)).toBe(false);
  });

  it('does nothing on a campaign without bonuses', () => {
    const { step, contributor, context } = mount([], 0);
    expect(step.isActive(context)).toBe(false);
    expect(contributor.isActive(context)).toBe(false);
  });

  it('skips the selection when all bonuses are fixed, and still orders them', () => {
    const { step, contributor, context } = mount([calendar], 1);
    expect(step.isActive(context)).toBe(false);
    expect(contributor.contribute(baseRequest, context).bonusMatNrs).toEqual(['CAL']);
  });

  it('confirms only a full cart with the fixed bonus, tracking each change', () => {
    const { context, tracked } = mount([calendar, mug], 2);
    expect(confirmBonusCart(context)).toBe(false);
    expect(changeBonusCart(context, { action: 'add', materialNumber: 'MUG' })).toBe(true);
    expect(changeBonusCart(context, { action: 'remove', materialNumber: 'CAL' })).toBe(false);
    expect(confirmBonusCart(context)).toBe(true);
    expect(bonusCartConfirmedState.read(context.store)).toBe(true);
    expect(tracked).toEqual([
      { type: 'bonus', action: 'add', materialNumbers: ['MUG'], salesCampaignId: 'C1' },
      { type: 'bonus', action: 'confirm', materialNumbers: ['CAL', 'MUG'], salesCampaignId: 'C1' },
    ]);
  });

  it('refuses a bonus that is no longer available and sizes the cart to what can be chosen', () => {
    const { context, contributor } = mount([mug, oldBook], 2);
    expect(changeBonusCart(context, { action: 'add', materialNumber: 'BOOK' })).toBe(false);
    expect(changeBonusCart(context, { action: 'add', materialNumber: 'MUG' })).toBe(true);
    expect(confirmBonusCart(context)).toBe(true);
    expect(contributor.contribute(baseRequest, context).bonusMatNrs).toEqual(['MUG']);
  });

  it('orders the chosen variant of a complex bonus, which needs its variant', () => {
    const { context, contributor } = mount([helmet, mug], 1);
    expect(changeBonusCart(context, { action: 'add', materialNumber: 'K-HELM' })).toBe(false);
    expect(changeBonusCart(context, { action: 'add', materialNumber: 'K-HELM', variantMaterialNumber: 'HELM-BLAU' })).toBe(true);
    expect(changeBonusCart(context, { action: 'add', materialNumber: 'MUG' })).toBe(false);
    expect(contributor.contribute(baseRequest, context)).toEqual({ ...baseRequest, bonusMatNrs: ['HELM-BLAU'] });
  });

  it('never orders a bonus twice or more bonuses than numberOfBonuses, whatever the stored cart says', () => {
    const { context, contributor } = mount([calendar, mug, helmet], 2);
    // A stored cart as it could come back from a payment round trip or an old tab.
    bonusSelectionState.write(context.store, {
      items: [
        { materialNumber: 'CAL' },
        { materialNumber: 'MUG' },
        { materialNumber: 'MUG' },
        { materialNumber: 'K-HELM', variantMaterialNumber: 'HELM-ROT' },
      ],
    });
    expect(contributor.contribute(baseRequest, context).bonusMatNrs).toEqual(['CAL', 'MUG']);
    bonusSelectionState.write(context.store, {
      items: [
        { materialNumber: 'CAL' },
        { materialNumber: 'CAL' },
        { materialNumber: 'K-HELM', variantMaterialNumber: 'HELM-ROT' },
        { materialNumber: 'K-HELM', variantMaterialNumber: 'HELM-BLAU' },
      ],
    });
    expect(contributor.contribute(baseRequest, context).bonusMatNrs).toEqual(['CAL', 'HELM-ROT']);
    expect(changeBonusCart(context, { action: 'add', materialNumber: 'MUG' })).toBe(false);
  });

  it('keeps the cart in plain plugin state that other plugins can read', () => {
    const { context } = mount([helmet], 1);
    changeBonusCart(context, { action: 'add', materialNumber: 'K-HELM', variantMaterialNumber: 'HELM-ROT' });
    expect(context.store.pluginState.value.bonus).toEqual({ items: [{ materialNumber: 'K-HELM', variantMaterialNumber: 'HELM-ROT' }] });
  });

  it('undoes the confirmation on back navigation from Start (order 300), once', () => {
    const { back, context } = mount([calendar, mug], 2);
    expect(back.order).toBe(300);
    expect(back.routes).toEqual(['Start']);
    expect(back.undo(context)).toBe(false);
    bonusCartConfirmedState.write(context.store, true);
    expect(back.undo(context)).toBe(true);
    expect(bonusCartConfirmedState.read(context.store)).toBe(false);
  });
});
