import { describe, expect, it } from 'vitest';
import { formatPriceInput, readCampaignForm, toCampaignFormValues } from './campaignFormValues.ts';
import { salesCampaignDetailFixture } from './salesCampaignFixture.ts';

const detail = salesCampaignDetailFixture({ validUntil: '2026-12-31', ageLimit: 27, priceInfos: [{ description: 'Monatlich', price: 39.9 }, { description: 'Ohne Preis', price: null }] });
const stored = detail.salesCampaign;
const values = () => toCampaignFormValues(stored, detail.countryGroups);

describe('campaign form values', () => {
  it('shows numbers, prices and dates as text, none as empty, and payment methods per country of every group', () => {
    const form = values();
    expect(form.validFrom).toBe('');
    expect(form.validUntil).toBe('2026-12-31');
    expect(form.ageLimit).toBe('27');
    expect(form.subscriptionIssueStartNumber).toBe('');
    expect(form.priceInfos).toEqual([{ description: 'Monatlich', price: '39,90' }, { description: 'Ohne Preis', price: '' }]);
    expect(form.paymentMethods).toEqual({ DE: ['Q', 'P', '7', 'Y'], AT: ['Q', 'P'], CH: ['Q', 'P'] });
    expect(form.showStartDate).toBe(true);
  });

  it('reads an unchanged form back into the stored campaign', () => {
    const { input, errors } = readCampaignForm(values(), stored);
    expect(errors).toEqual([]);
    const { tenantId: _tenant, priceGui: _price, baseInfo, ...maintained } = stored;
    expect(input).toEqual({ ...maintained, baseInfo: { text: baseInfo.text } });
  });

  it('reads German prices and counts, empty as none', () => {
    const form = { ...values(), priceInfos: [{ description: 'A', price: ' 12,5 ' }, { description: 'B', price: '7' }, { description: 'C', price: '' }], ageLimit: '', subscriptionIssueEndNumber: '12' };
    const { input, errors } = readCampaignForm(form, stored);
    expect(errors).toEqual([]);
    expect(input.priceInfos.map((info) => info.price)).toEqual([12.5, 7, null]);
    expect(input.ageLimit).toBeNull();
    expect(input.subscriptionIssueEndNumber).toBe(12);
  });

  it('names every text that is no price, no whole number or too long', () => {
    const form = { ...values(), name: 'x'.repeat(121), numberOfBonuses: '', ageLimit: '2,5', priceInfos: [{ description: 'A', price: 'zehn Euro' }] };
    expect(readCampaignForm(form, stored).errors.map((error) => error.path)).toEqual(['name', 'priceInfos.0.price', 'numberOfBonuses', 'ageLimit']);
  });

  it('formats prices with a decimal comma', () => {
    expect([formatPriceInput(9.99), formatPriceInput(10), formatPriceInput(0.5), formatPriceInput(null)]).toEqual(['9,99', '10', '0,50', '']);
  });
});
