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
      /** From the campaign's priceForTracking. */
      readonly price: number | undefined;
      /** From the campaign's priceNetForTracking. */
      readonly priceNet: number | undefined;
      /** SHA-256 of the trimmed, lower-cased e-mail; undefined without an e-mail. */
      readonly crossId: string | undefined;
      readonly checkoutType: CheckoutType;
      readonly salesCampaignId: string;
      readonly paymentMethod: string | undefined;
    };
