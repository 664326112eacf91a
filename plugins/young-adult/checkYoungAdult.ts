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
 * Checks the young-adult form (funnel.md sections 5 and 8 "Young adults"): the birth date's format
 * and the age range (18 up to the limit), each ID field's shape, then the check digits and the
 * birth date in the ID. A zone with a malformed field is an invalid ID card; a well-formed zone
 * next to a birth date that is no date could not be verified. An expired ID is recorded, not refused.
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
  const fields = Object.keys(idCardFieldFormats) as (keyof IdCardZone)[];
  for (const field of fields) {
    if (!idCardFieldFormats[field].pattern.test(zone[field])) problems[field] = 'fieldFormat';
  }
  // Only a zone the reader began to type is called invalid; empty fields have their own messages.
  const zoneMalformed = fields.some((field) => problems[field]) && fields.some((field) => zone[field] !== '');
  if (zoneMalformed) problems.idCard = 'invalidIdCard';
  else if (problems.birthDate === 'birthDateFormat' && !fields.some((field) => problems[field])) problems.idCard = 'notVerified';
  if (Object.keys(problems).length > 0 || !birthDate) return { ok: false, problems };
  const card = checkIdCard(zone, birthDate, today);
  if (card.result !== 'ok') return { ok: false, problems: { idCard: card.result === 'dateMismatch' ? 'dateMatchError' : 'idError' } };
  return { ok: true, birthDate: toIsoBirthDate(input.birthDate)!, mrz: zone, idCardExpired: card.expired };
}
