/** Whether a campaign costs nothing, so the payment page is skipped for verification (funnel.md section 4, "Flow"). */
export function isFreeSubscription(campaign: { readonly withCosts?: boolean | null }): boolean {
  return campaign.withCosts !== true;
}
