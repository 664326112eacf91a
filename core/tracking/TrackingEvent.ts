import type { CheckoutType } from '../extensionPoints/trackingCheckoutTypes.ts';

/** Tracking events of platform.md section 4; sinks decide how to forward them. */
export type TrackingEvent =
  | {
      readonly type: 'checkoutStep';
      readonly step: number;
      readonly route: string;
      readonly checkoutType: CheckoutType;
      readonly salesCampaignId: string | undefined;
    }
  | { readonly type: 'generic'; readonly category: string; readonly action: string; readonly label?: string }
  | {
      readonly type: 'bonus';
      readonly action: 'add' | 'remove' | 'confirm';
      readonly materialNumbers: readonly string[];
      readonly salesCampaignId: string | undefined;
    }
  | {
      readonly type: 'transaction';
      readonly currency: 'EUR';
      readonly orderNumbers: readonly string[];
      /** The order's calculated price in cents: the annual price if above 0, else the price (funnel.md section 4). */
      readonly amountInCent: number;
      /** The campaign's priceForTracking in cents. */
      readonly priceInCent: number | undefined;
      /** The campaign's priceNetForTracking in cents. */
      readonly priceNetInCent: number | undefined;
      /** SHA-256 of the trimmed, lower-cased e-mail; undefined without an e-mail. */
      readonly crossId: string | undefined;
      readonly checkoutType: CheckoutType;
      readonly salesCampaignId: string;
      readonly paymentMethod: string | undefined;
    };
