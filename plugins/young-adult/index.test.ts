import { describe, expect, it } from 'vitest';
import { backNavigationHandlers, orderRequestContributors, startSteps, type OrderRequest } from '../../core/index.ts';
import { mountPlugin } from '../../core/testing.ts';
import { youngAdult } from './index.ts';
import { submitYoungAdult } from './submitYoungAdult.ts';
import { youngAdultFormShownState } from './StoredYoungAdultData.ts';

const baseRequest = { salesCampaignId: 'X', paymentUniqueId: 'abcdefghij' } as OrderRequest;
// The card of checkIdCard.test.ts: L01X00T47, born 12.03.2005, valid until 15.06.2033.
const zone = { line1Field1: 'l01x00t471', line2Field1: '0503121', line2Field2: '3306150d', line2Field3: '2108', line2Field4: '5' };
const today = new Date(2025, 5, 1);

function mount(ageLimit: number | null = 27) {
  const mounted = mountPlugin(youngAdult(), { campaign: { ageLimit } });
  return {
    ...mounted,
    step: mounted.registry.get(startSteps)[0]!,
    contributor: mounted.registry.get(orderRequestContributors)[0]!,
    back: mounted.registry.get(backNavigationHandlers)[0]!,
  };
}

describe('young-adult plugin', () => {
  it('shows the form (order 500) once, for campaigns with an age limit, after the order form', () => {
    const { step, context } = mount();
    expect(step.order).toBe(500);
    expect(step.isActive(context)).toBe(false);
    context.store.addresses.value = { privateAddress: { lastName: 'Muster' } };
    expect(step.isActive(context)).toBe(true);
    youngAdultFormShownState.write(context.store, true);
    expect(step.isActive(context)).toBe(false);
    const other = mount(null);
    other.context.store.addresses.value = { privateAddress: { lastName: 'Muster' } };
    expect(other.step.isActive(other.context)).toBe(false);
    expect(other.contributor.isActive(other.context)).toBe(false);
  });

  it('on a valid form stores birthDate and mrz for the order, marks the form shown and goes to payment', () => {
    const { context, contributor, navigations } = mount();
    context.store.addresses.value = { privateAddress: { lastName: 'Muster' } };
    const check = submitYoungAdult(context, { birthDate: '12.3.2005', zone }, today);
    expect(check.ok).toBe(true);
    expect(youngAdultFormShownState.read(context.store)).toBe(true);
    expect(navigations).toEqual([{ route: 'PaymentPage' }]);
    expect(contributor.contribute(baseRequest, context)).toEqual({
      ...baseRequest,
      birthDate: '2005-03-12',
      mrz: { line1Field1: 'L01X00T471', line2Field1: '0503121', line2Field2: '3306150D', line2Field3: '2108', line2Field4: '5' },
    });
  });

  it('refuses a wrong format, a too young or too old reader, a malformed field, a broken ID and a date mismatch', () => {
    const { context, navigations } = mount();
    const problems = (birthDate: string, changes = {}, limit = today) =>
      (submitYoungAdult(context, { birthDate, zone: { ...zone, ...changes } }, limit) as { problems?: unknown }).problems;
    expect(problems('31.02.2005')).toEqual({ birthDate: 'birthDateFormat', idCard: 'notVerified' });
    expect(problems('12.3.2005', {}, new Date(2022, 0, 1))).toEqual({ birthDate: 'tooYoung' });
    expect(problems('12.3.2005', {}, new Date(2032, 2, 12))).toEqual({ birthDate: 'tooOld' });
    expect(problems('12.3.2005', { line2Field1: '05031' })).toEqual({ line2Field1: 'fieldFormat', idCard: 'invalidIdCard' });
    expect(problems('31.02.2005', { line2Field1: '05031' })).toEqual({
      birthDate: 'birthDateFormat',
      line2Field1: 'fieldFormat',
      idCard: 'invalidIdCard',
    });
    const empty = { line1Field1: '', line2Field1: '', line2Field2: '', line2Field3: '', line2Field4: '' };
    expect(problems('12.3.2005', empty)).toEqual({
      line1Field1: 'fieldFormat',
      line2Field1: 'fieldFormat',
      line2Field2: 'fieldFormat',
      line2Field4: 'fieldFormat',
    });
    expect(problems('12.3.2005', { line2Field4: '6' })).toEqual({ idCard: 'idError' });
    expect(problems('13.3.2005')).toEqual({ idCard: 'dateMatchError' });
    expect(youngAdultFormShownState.read(context.store)).toBeUndefined();
    expect(navigations).toEqual([]);
  });

  it('records an expired ID without refusing it', () => {
    const { context } = mount(30);
    const check = submitYoungAdult(context, { birthDate: '12.03.2005', zone }, new Date(2033, 5, 16));
    expect(check).toMatchObject({ ok: true, idCardExpired: true });
    expect(context.store.pluginState.value['young-adult']).toMatchObject({ idCardExpired: true });
  });

  it('leaves out the optional field 4 when it is empty', () => {
    const { context, contributor } = mount();
    const olderCard = { ...zone, line2Field3: '', line2Field4: '2' };
    expect(submitYoungAdult(context, { birthDate: '12.03.2005', zone: olderCard }, today).ok).toBe(true);
    expect(contributor.contribute(baseRequest, context).mrz).toEqual({
      line1Field1: 'L01X00T471',
      line2Field1: '0503121',
      line2Field2: '3306150D',
      line2Field4: '2',
    });
  });

  it('undoes "young-adult form shown" on back navigation from Start (order 150)', () => {
    const { back, context } = mount();
    expect(back.order).toBe(150);
    expect(back.undo(context)).toBe(false);
    youngAdultFormShownState.write(context.store, true);
    expect(back.undo(context)).toBe(true);
    expect(youngAdultFormShownState.read(context.store)).toBe(false);
  });
});
