import type { AddressesInput } from '../../core/api/entities/addressesInput.ts';
import type { PriceResult } from '../../core/api/entities/priceResult.ts';
import { computePrice } from '../domain/computePrice.ts';
import { apiFailure } from '../server/apiFailure.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import type { CampaignRecord } from '../store/CampaignRecord.ts';
import type { VoucherRecord } from '../store/VoucherRecord.ts';

/** What the price of an order or a price call depends on; never a price from the client. */
export interface PriceQuestion {
  readonly addresses?: AddressesInput | null | undefined;
  readonly billingFrequency?: string | null | undefined;
  readonly paymentMethodKey?: 'Q' | 'P' | '7' | 'Y' | null | undefined;
  readonly timeLimit?: 0 | 3 | 6 | 12 | null | undefined;
  /** The start date (ISO) the price is for; on or after the campaign's price change its new price applies. */
  readonly startDate?: string | null | undefined;
  /** A resolved code (docs/vouchers.md, "Voucher codes"): reduces a subscription's price; a purchase paid once takes none (409). */
  readonly voucher?: VoucherRecord | undefined;
}

/**
 * Computes a campaign's price server-side: the campaign price on the start date (an announced
 * price change applies from its date on), the chosen billing frequency of its group (monthly when
 * none is chosen) and the country of the address the paper goes to. A purchase paid once takes no
 * billing frequency: a campaign without any (a day pass) and a gift with a time limit of 3, 6 or 12
 * months. Refuses a billing frequency outside the group or for a purchase paid once, and a time
 * limit the campaign does not offer (400). A code reduces the price of a subscription (`computePrice`).
 */
export function priceFor(context: SandboxContext, campaign: CampaignRecord, question: PriceQuestion): PriceResult & { billingFrequency: string } {
  const group = context.db
    .prepare('SELECT code, discount_domestic, discount_abroad FROM billing_frequencies WHERE group_id = ? ORDER BY code DESC')
    .all(campaign.billingFrequencyGroup);
  if (question.timeLimit && !campaign.view.timeLimitSelectable) {
    throw apiFailure(400, 'INVALID_BODY', { fields: [{ path: 'timeLimit', message: `${campaign.id} has no time limit choice` }] });
  }
  const paidOnce = group.length === 0 || (question.timeLimit ?? 0) > 0;
  const code = paidOnce ? '' : (question.billingFrequency ?? '12');
  const frequency = group.find((row) => row.code === code);
  if (paidOnce ? Boolean(question.billingFrequency) : !frequency) {
    const message = paidOnce ? `${campaign.id} is paid once here and takes no billing frequency` : `not offered by ${campaign.id}`;
    throw apiFailure(400, 'INVALID_BODY', { fields: [{ path: 'billingFrequency', message }] });
  }
  if (question.voucher && paidOnce) throw apiFailure(409, 'VOUCHER_NOT_FOR_CAMPAIGN');
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
    reduction: question.voucher
      ? { kind: question.voucher.discountKind, value: question.voucher.discountValue, months: question.voucher.months }
      : undefined,
  });
  return { ...result, billingFrequency: code };
}
