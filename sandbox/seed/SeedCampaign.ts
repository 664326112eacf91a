import type { SalesCampaign } from '../../core/api/entities/salesCampaign.ts';
import type { ProductUnavailableCode } from '../../core/api/entities/productUnavailableCode.ts';
import type { RegionOption } from '../../core/api/entities/regionOption.ts';

/** A seeded campaign: the customer view plus what the service keeps to itself. */
export interface SeedCampaign {
  readonly tenant: string;
  /** The case a tester reads in sandbox/README.md. */
  readonly description: string;
  /** Subscriptions and trials are matched per product, e.g. 'sz-digital'. */
  readonly product: string;
  /** trackingData.categoryName. */
  readonly category: string;
  readonly offerId?: string;
  /** Monthly price in euro before billing-frequency discounts. */
  readonly monthlyPrice: number;
  /** An announced price change: from the first day of the month `monthsAhead` after seeding on, `monthlyPrice` applies. */
  readonly priceChange?: { readonly monthsAhead: number; readonly monthlyPrice: number };
  /** Monthly surcharge in euro for delivery abroad. */
  readonly abroadSurcharge?: number;
  readonly billingFrequencyGroup: string;
  /** Payment method keys by country code; '*' applies to every other offered country. */
  readonly paymentMethods: Readonly<Record<string, readonly string[]>>;
  readonly countries: Readonly<Record<string, string>>;
  readonly regionOptions?: readonly RegionOption[];
  readonly unavailableCode?: ProductUnavailableCode;
  readonly giftTimeLimit?: number;
  readonly orderWithoutAddress?: boolean;
  readonly bonuses?: ReadonlyArray<{ readonly materialNumber: string; readonly fixedBonus?: boolean; readonly validUntil?: string }>;
  readonly view: Omit<SalesCampaign, 'bonuses'>;
}
