import { ageCheck } from './ageCheck.ts';
import { checkIdCard } from './checkIdCard.ts';
import type { IdCardZone } from './IdCardZone.ts';
import { idCardFieldFormats } from './idCardFieldFormats.ts';
import { normalizeIdCardZone } from './normalizeIdCardZone.ts';
import { parseBirthDate } from './parseBirthDate.ts';
import { toIsoBirthDate } from './toIsoBirthDate.ts';
import type { YoungAdultCheck, YoungAdultField } from './YoungAdultCheck.ts';
import type { YoungAdultProblem } from './YoungAdultProblem.ts';

/**
 * Checks the young-adult form (funnel.md section 5 "Young adults"): the birth date's format and
 * the age range (18 up to the limit), each ID field's shape, then the check digits and the birth
 * date in the ID. An expired ID is recorded, not refused.
 */
export function checkYoungAdult(input: { readonly birthDate: string; readonly zone: IdCardZone }, ageLimit: number, today: Date): YoungAdultCheck {
  const problems: Partial<Record<YoungAdultField | 'idCard', YoungAdultProblem>> = {};
  const birthDate = parseBirthDate(input.birthDate);
  if (!birthDate) problems.birthDate = 'birthDateFormat';
  else {
    const age = ageCheck(birthDate, ageLimit, today);
    if (age !== 'ok') problems.birthDate = age;
  }
  const zone = normalizeIdCardZone(input.zone);
  for (const field of Object.keys(idCardFieldFormats) as (keyof IdCardZone)[]) {
    if (!idCardFieldFormats[field].pattern.test(zone[field])) problems[field] = 'fieldFormat';
  }
  if (Object.keys(problems).length > 0 || !birthDate) return { ok: false, problems };
  const card = checkIdCard(zone, birthDate, today);
  if (card.result !== 'ok') return { ok: false, problems: { idCard: card.result === 'dateMismatch' ? 'dateMatchError' : 'idError' } };
  return { ok: true, birthDate: toIsoBirthDate(input.birthDate)!, mrz: zone, idCardExpired: card.expired };
}
