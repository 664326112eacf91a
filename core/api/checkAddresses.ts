import { array, boolean, object, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { addressCheckResult } from './entities/addressCheckResult.ts';
import { addressesInput } from './entities/addressesInput.ts';
import { boundedText } from './entities/boundedText.ts';
import { maybe } from './entities/maybe.ts';

/** The body of order/checkAddresses: the addresses to check for a campaign. */
export const checkAddressesRequest = object({
  addresses: addressesInput,
  salesCampaignId: boundedText(40),
});

/** The body of order/checkAddresses. */
export type CheckAddressesRequest = Infer<typeof checkAddressesRequest>;

/**
 * The answer of order/checkAddresses: one result per address kind that was sent, plus for print
 * the sub-title modal's out-link and paragraphs (shown when the address lies outside the edition).
 */
export const checkAddressesResponse = type({
  addressCheckResults: type({
    privateAddress: maybe(addressCheckResult),
    businessAddress: maybe(addressCheckResult),
    deliveryAddress: maybe(addressCheckResult),
    invoiceAddress: maybe(addressCheckResult),
  }),
  subTitleOutLink: maybe(string()),
  subTitleInfoTextParagraphs: maybe(array(string())),
  /** Added: delivery by carrier is not possible at this address; postal delivery is offered. */
  mailDeliveryOnly: maybe(boolean()),
});

/** The answer of order/checkAddresses. */
export type CheckAddressesResponse = Infer<typeof checkAddressesResponse>;
