import type { CampaignBonusInput } from './CampaignBonusInput.ts';

const isoDatePrefix = /^\d{4}-\d{2}-\d{2}/;

function localIsoDate(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/**
 * Whether a campaign bonus can still be chosen (funnel.md section 8 "Bonus no longer available"):
 * not when the bonus is flagged invalid, not when it is inactive (only an explicit false counts),
 * not after its validUntil day. A validUntil that is not an ISO date counts as passed, so a bonus
 * of unknown validity is not offered.
 */
export function isBonusAvailable(entry: CampaignBonusInput, today: Date): boolean {
  if (entry.bonus.invalid === true || entry.bonus.active === false) return false;
  if (!entry.validUntil) return true;
  const lastDay = isoDatePrefix.exec(entry.validUntil)?.[0];
  return lastDay !== undefined && localIsoDate(today) <= lastDay;
}
