import { describe, expect, it } from 'vitest';
import { campaignDrafts } from './campaignDraft.ts';
import { toCampaignFormValues } from './campaignFormValues.ts';
import { salesCampaignDetailFixture } from './salesCampaignFixture.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const detail = salesCampaignDetailFixture();
const basedOn = toCampaignFormValues(detail.salesCampaign, detail.countryGroups);
const draft = { savedAt: '2026-03-15T10:00:00.000Z', values: { ...basedOn, name: 'Neuer Name' }, basedOn };

describe('campaignDrafts', () => {
  it('keeps a draft per tenant and campaign until it is cleared', () => {
    const storage = memoryStorage();
    campaignDrafts.write(storage, 'sz', 'SZ-PRINT-STANDARD', draft);
    expect(campaignDrafts.read(storage, 'sz', 'SZ-PRINT-STANDARD')).toEqual(draft);
    expect(campaignDrafts.read(storage, 'stz', 'SZ-PRINT-STANDARD')).toBeUndefined();
    expect(campaignDrafts.read(storage, 'sz', 'SZ-DIGITAL-STANDARD')).toBeUndefined();
    campaignDrafts.clear(storage, 'sz', 'SZ-PRINT-STANDARD');
    expect(campaignDrafts.read(storage, 'sz', 'SZ-PRINT-STANDARD')).toBeUndefined();
  });

  it('ignores what is not a draft', () => {
    const storage = memoryStorage();
    storage.setItem('aboflow-admin:campaign-draft:sz:A', '{"savedAt":"x","values":{"name":1}}');
    storage.setItem('aboflow-admin:campaign-draft:sz:B', 'kein JSON');
    expect(campaignDrafts.read(storage, 'sz', 'A')).toBeUndefined();
    expect(campaignDrafts.read(storage, 'sz', 'B')).toBeUndefined();
  });

  it('survives a storage that refuses to write', () => {
    const storage = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => campaignDrafts.write(storage, 'sz', 'A', draft)).not.toThrow();
  });
});
