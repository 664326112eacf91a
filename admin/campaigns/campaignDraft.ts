import { array, boolean, is, record, string, type } from 'superstruct';
import { customerViewFlags } from '../api/salesCampaignInput.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';

/**
 * The form of a campaign whose save failed (other than by a refused field), kept in the tab's
 * session storage so that reopening the campaign offers it back (admin/README.md).
 */
export interface CampaignDraft {
  /** When the save failed, ISO date-time. */
  readonly savedAt: string;
  readonly values: CampaignFormValues;
  /** The stored campaign's form values the draft started from: another save since shows as a difference. */
  readonly basedOn: CampaignFormValues;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

// A stored draft is checked before use: session storage may hold anything.
const formValues = type({
  name: string(), offerInfo: string(), baseInfo: type({ text: string() }), active: boolean(), validFrom: string(), validUntil: string(),
  infoPoints: array(string()), priceInfos: array(type({ description: string(), price: string() })), countryGroup: string(),
  countries: array(string()), paymentMethods: record(string(), array(string())), orderCsv: boolean(), orderWithoutAddress: boolean(),
  showTimePeriod: boolean(), delayedCharging: boolean(), billingFrequencyGroup: string(), numberOfBonuses: string(),
  subscriptionStartDate: string(), subscriptionEndDate: string(), subscriptionIssueStartNumber: string(), subscriptionIssueEndNumber: string(),
  ageLimit: string(), bonuses: array(type({ materialNumber: string(), fixedBonus: boolean(), validUntil: string() })),
  ...Object.fromEntries(customerViewFlags.map((flag) => [flag, boolean()])),
});
const draftStruct = type({ savedAt: string(), values: formValues, basedOn: formValues });

const keyOf = (tenant: string, salesCampaignId: string) => `aboflow-admin:campaign-draft:${tenant}:${salesCampaignId}`;

/** The unsaved drafts of campaigns, one per tenant and campaign. */
export const campaignDrafts = {
  read(storage: Storage, tenant: string, salesCampaignId: string): CampaignDraft | undefined {
    try {
      const value: unknown = JSON.parse(storage.getItem(keyOf(tenant, salesCampaignId)) ?? 'null');
      return is(value, draftStruct) ? (value as unknown as CampaignDraft) : undefined;
    } catch {
      return undefined;
    }
  },
  write(storage: Storage, tenant: string, salesCampaignId: string, draft: CampaignDraft): void {
    try {
      storage.setItem(keyOf(tenant, salesCampaignId), JSON.stringify(draft));
    } catch (error) {
      // A full or blocked storage loses the draft, not the page.
      console.warn('aboflow admin: the campaign draft could not be kept', error);
    }
  },
  clear(storage: Storage, tenant: string, salesCampaignId: string): void {
    storage.removeItem(keyOf(tenant, salesCampaignId));
  },
};
