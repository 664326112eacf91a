import { describe, expect, it } from 'vitest';
import { toCampaignFormValues } from './campaignFormValues.ts';
import { salesCampaignDetailFixture } from './salesCampaignFixture.ts';
import { validateCampaignForm } from './validateCampaignForm.ts';

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
