import { describe, expect, it } from 'vitest';
import { toCampaignFormValues } from './campaignFormValues.ts';
import { salesCampaignDetailFixture } from './salesCampaignFixture.ts';
import { inFormOrder, validateCampaignForm } from './validateCampaignForm.ts';

const detail = salesCampaignDetailFixture();
const choices = { countryGroups: detail.countryGroups, billingFrequencyGroups: detail.billingFrequencyGroups, assignableBonuses: ['B100'] };
const values = () => toCampaignFormValues(detail.salesCampaign, detail.countryGroups);

describe('validateCampaignForm', () => {
  it('accepts the stored campaign', () => {
    expect(validateCampaignForm(values(), detail.salesCampaign, choices)).toEqual([]);
  });

  it('applies the campaign rules the server applies', () => {
    const form = { ...values(), name: ' ', validFrom: '2026-05-01', validUntil: '2026-04-01', paymentMethods: { ...values().paymentMethods, AT: [] } };
    expect(validateCampaignForm(form, detail.salesCampaign, choices)).toEqual([
      { path: 'name', message: 'Bitte geben Sie einen Namen ein.' },
      { path: 'validUntil', message: 'Das Ende darf nicht vor dem Beginn liegen.' },
      { path: 'paymentMethods.AT', message: 'Bitte wählen Sie mindestens eine Zahlungsart für Österreich.' },
    ]);
  });

  it('shows only the reading error for a number it cannot read', () => {
    const form = { ...values(), numberOfBonuses: 'zwei', bonuses: [{ materialNumber: 'B100', fixedBonus: false, validUntil: '' }] };
    expect(validateCampaignForm(form, detail.salesCampaign, choices)).toEqual([{ path: 'numberOfBonuses', message: 'Bitte geben Sie eine ganze Zahl ab 0 ein.' }]);
  });
});

describe('inFormOrder', () => {
  it('lists messages in the order of the form sections, list entries by position', () => {
    const paths = ['paymentMethods.DE', 'infoPoints.10', 'name', 'infoPoints.2', 'lwl', 'baseInfo.text', 'validUntil'];
    expect(inFormOrder(paths.map((path) => ({ path, message: path }))).map((error) => error.path)).toEqual([
      'name', 'infoPoints.2', 'infoPoints.10', 'baseInfo.text', 'validUntil', 'lwl', 'paymentMethods.DE',
    ]);
  });
});
