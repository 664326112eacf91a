import type { SalesCampaign } from '../../core/api/entities/salesCampaign.ts';
import type { RegionOption } from '../../core/api/entities/regionOption.ts';

/** A stored campaign: the customer view (with bonuses) and the service-side settings. */
export interface CampaignRecord {
  readonly id: string;
  readonly tenant: string;
  readonly offerId: string | null;
  readonly product: string;
  readonly category: string;
  readonly monthlyPrice: number;
  /** A price change the campaign announces: from `validFrom` (ISO date) on, `monthlyPrice` applies. */
  readonly priceChange: { readonly validFrom: string; readonly monthlyPrice: number } | null;
  readonly abroadSurcharge: number;
  readonly billingFrequencyGroup: string;
  readonly paymentMethods: Readonly<Record<string, readonly string[]>>;
  readonly countries: Readonly<Record<string, string>>;
  readonly regionOptions: readonly RegionOption[] | null;
  readonly unavailableCode: string | null;
  readonly giftTimeLimit: number | null;
  readonly orderWithoutAddress: boolean;
  readonly active: boolean;
  /** The campaign's validity (yyyy-MM-dd, inclusive; null: open), which staff maintain. */
  readonly validFrom: string | null;
  readonly validUntil: string | null;
  readonly view: SalesCampaign;
}
