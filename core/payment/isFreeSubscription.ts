/**
 * Whether a subscription costs nothing, so the payment page is skipped for verification
 * (funnel.md section 4, "Flow"). `withCosts` decides when the campaign gives it; a campaign that
 * leaves it out is free only when every price known for it is 0 (its predefined prices and the
 * calculated price) and at least one is known, so a missing flag never skips a payment that is due.
 */
export function isFreeSubscription(
  campaign: { readonly withCosts?: boolean | null; readonly priceInfos?: readonly { readonly price?: number | null }[] | null },
  priceResult?: { readonly price?: number | null; readonly annualPrice?: number | null } | null,
): boolean {
  if (typeof campaign.withCosts === 'boolean') return !campaign.withCosts;
  const known = [...(campaign.priceInfos ?? []).map((info) => info.price), priceResult?.price, priceResult?.annualPrice].filter(
    (price): price is number => typeof price === 'number',
  );
  return known.length > 0 && known.every((price) => price === 0);
}
