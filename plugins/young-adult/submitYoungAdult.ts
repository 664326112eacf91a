import { continueFromStart, type FunnelContext } from '../../core/index.ts';
import { checkYoungAdult, type YoungAdultCheck } from './checkYoungAdult.ts';
import type { IdCardZone } from './IdCardZone.ts';
import { type StoredYoungAdultData, youngAdultDataState, youngAdultFormShownState } from './StoredYoungAdultData.ts';

/**
 * Submits the young-adult form: on success stores birth date and zone for the order, marks the
 * form shown and moves on from the start page (to payment); otherwise returns the problems.
 */
export function submitYoungAdult(
  context: FunnelContext,
  input: { readonly birthDate: string; readonly zone: IdCardZone },
  today: Date = new Date(),
): YoungAdultCheck {
  const ageLimit = context.store.formData.value?.salesCampaign.ageLimit ?? 0;
  const check = checkYoungAdult(input, ageLimit, today);
  if (!check.ok) return check;
  const stored: StoredYoungAdultData = { birthDate: check.birthDate, mrz: check.mrz, idCardExpired: check.idCardExpired };
  youngAdultDataState.write(context.store, stored);
  youngAdultFormShownState.write(context.store, true);
  continueFromStart(context);
  return check;
}
