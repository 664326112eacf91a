import type { AddressesInput } from '../../core/api/entities/addressesInput.ts';
import type { PriceResult } from '../../core/api/entities/priceResult.ts';
import { computePrice } from '../domain/computePrice.ts';
import { apiFailure } from '../server/apiFailure.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import type { CampaignRecord } from '../store/CampaignRecord.ts';

/** What the price of an order or a price call depends on; never a price from the client. */
export interface PriceQuestion {
  readonly addresses?: AddressesInput | null | undefined;
  readonly billingFrequency?: string | null | undefined;
  readonly paymentMethodKey?: 'Q' | 'P' | '7' | 'Y' | null | undefined;
  readonly timeLimit?: 0 | 3 | 6 | 12 | null | undefined;
  /** The start date (ISO) the price is for; on or after the campaign's price change its new price applies. */
  readonly startDate?: string | null | undefined;
}

/**
 * Computes a campaign's price server-side: the campaign price on the start date (an announced
 * price change applies from its date on), the chosen billing frequency of its group (monthly when
 * none is chosen; none for a one-off purchase) and the country of the address the paper goes to.
 * Refuses a billing frequency outside the group and a time limit the campaign does not offer (400).
 */
export function priceFor(context: SandboxContext, campaign: CampaignRecord, question: PriceQuestion): PriceResult & { billingFrequency: string } {
  const group = context.db
    .prepare('SELECT code, discount_domestic, discount_abroad FROM billing_frequencies WHERE group_id = ? ORDER BY code DESC')
    .all(campaign.billingFrequencyGroup);
  // A campaign without billing frequencies (a day pass) is bought once; it takes none.
  const oneOff = group.length === 0;
  const code = oneOff ? '' : (question.billingFrequency ?? '12');
  const frequency = group.find((row) => row.code === code);
  if (oneOff ? Boolean(question.billingFrequency) : !frequency) {
    throw apiFailure(400, 'INVALID_BODY', { fields: [{ path: 'billingFrequency', message: `not offered by ${campaign.id}` }] });
  }
  if (question.timeLimit && !campaign.view.timeLimitSelectable) {
    throw apiFailure(400, 'INVALID_BODY', { fields: [{ path: 'timeLimit', message: `${campaign.id} has no time limit choice` }] });
  }
  const addresses = question.addresses ?? {};
  const address = addresses.deliveryAddress ?? addresses.privateAddress ?? addresses.businessAddress;
  const country = (address?.country ?? 'DE').toUpperCase() || 'DE';
  if (!(country in campaign.countries)) {
    return { price: 0, annualPrice: 0, priceGui: '', noResultAbroad: true, billingFrequency: code };
  }
  const withCosts = campaign.view.withCosts !== false;
  const change = campaign.priceChange;
  const monthlyPrice = change && question.startDate && question.startDate >= change.validFrom ? change.monthlyPrice : campaign.monthlyPrice;
  const result = computePrice({
    basePrice: withCosts ? monthlyPrice : 0,
    printProductType: campaign.view.printProductType,
    billingFrequency: frequency ? { code, discountDomestic: Number(frequency.discount_domestic), discountAbroad: Number(frequency.discount_abroad) } : null,
    country,
    paymentMethodKey: question.paymentMethodKey ?? undefined,
    timeLimit: question.timeLimit ?? undefined,
    noResultAbroad: campaign.view.noResultAbroad ?? false,
  });
  return { ...result, billingFrequency: code };
}
