/** What kind of order a campaign makes, for its price and term wording. */
export type CampaignKind = 'dayPass' | 'timeLimit' | 'oneOff' | 'subscription';

/**
 * The kind of order: a day pass; a gift with a time limit of some months (paid once); a one-off
 * offer that does not renew (a free trial); else a subscription that renews until cancelled.
 */
export function campaignKind(input: { readonly dayPass: boolean; readonly timeLimit: number | undefined; readonly recurring: boolean }): CampaignKind {
  if (input.dayPass) return 'dayPass';
  if ((input.timeLimit ?? 0) > 0) return 'timeLimit';
  return input.recurring ? 'subscription' : 'oneOff';
}
