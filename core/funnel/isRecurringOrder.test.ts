import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { funnelContextFixture, orderFormDataFixture } from './funnelContextFixture.ts';
import { isRecurringOrder } from './isRecurringOrder.ts';

const now = new Date(2026, 10, 21);
const iso = (days: number) => format(addDays(now, days), 'yyyy-MM-dd');

function contextWith(campaign: Partial<typeof orderFormDataFixture.salesCampaign>, startDate: string | undefined) {
  const { context } = funnelContextFixture({ tenant: tenantFixture });
  context.store.formData.value = { ...orderFormDataFixture, salesCampaign: { ...orderFormDataFixture.salesCampaign, ...campaign } };
  context.store.startDate.value = startDate;
  return context;
}

describe('isRecurringOrder', () => {
  it('makes a print order with a start more than 7 days away recurring', () => {
    expect(isRecurringOrder(contextWith({ printProductType: 'P', showStartDate: true, recurring: false }, iso(8)), now)).toBe(true);
    expect(isRecurringOrder(contextWith({ printProductType: 'P', showStartDate: true, recurring: false }, iso(7)), now)).toBe(false);
  });

  it('never for digital campaigns or campaigns without a start date, unless the campaign is recurring', () => {
    expect(isRecurringOrder(contextWith({ printProductType: 'D', showStartDate: true, recurring: false }, iso(30)), now)).toBe(false);
    expect(isRecurringOrder(contextWith({ printProductType: 'M', showStartDate: false, recurring: false }, iso(30)), now)).toBe(false);
    expect(isRecurringOrder(contextWith({ printProductType: 'D', recurring: true }, undefined), now)).toBe(true);
  });

  it('never for a day pass of the tenant', () => {
    const context = contextWith({ salesCampaignId: 'DSZ1TAG-DIGITAL', printProductType: 'D', recurring: true }, undefined);
    const dayPassTenant = { ...context, tenant: { ...context.tenant, flags: { ...context.tenant.flags, dayPassPrefixes: ['DSZ1TAG'] } } };
    expect(isRecurringOrder(dayPassTenant, now)).toBe(false);
    expect(isRecurringOrder(context, now)).toBe(true);
  });
});
