import { toIsoDate } from '../../core/index.ts';
import type { CampaignBonusInput } from './CampaignBonusInput.ts';

const isoDatePrefix = /^\d{4}-\d{2}-\d{2}/;

/**
 * Whether a campaign bonus can be chosen (funnel.md sections 3 and 8 "Bonus no longer available"):
 * not when the bonus is flagged invalid, not when it is inactive (only an explicit false counts),
 * not before the bonus's validFrom day and not after the entry's validUntil day. A date that is
 * not an ISO date counts against the bonus, so a bonus of unknown validity is not offered.
 */
export function isBonusAvailable(entry: CampaignBonusInput, today: Date): boolean {
  if (entry.bonus.invalid === true || entry.bonus.active === false) return false;
  const day = toIsoDate(today);
  if (entry.bonus.validFrom) {
    const firstDay = isoDatePrefix.exec(entry.bonus.validFrom)?.[0];
    if (firstDay === undefined || day < firstDay) return false;
  }
  if (!entry.validUntil) return true;
  const lastDay = isoDatePrefix.exec(entry.validUntil)?.[0];
  return lastDay !== undefined && day <= lastDay;
}
