import { ageCheck, parseBirthDate, toIsoBirthDate } from './CalendarDate.ts';
import { checkIdCard } from './checkIdCard.ts';
import { type IdCardZone, idCardFieldFormats, normalizeIdCardZone } from './IdCardZone.ts';

/**
 * Checks the young-adult form (funnel.md sections 5 and 8 "Young adults"): the birth date's format
 * and the age range (18 up to the limit), each ID field's shape, then the check digits and the
 * birth date in the ID. A zone with a malformed field is an invalid ID card; a well-formed zone
 * next to a birth date that is no date could not be verified. An expired ID is recorded, not refused.
 */
export function checkYoungAdult(
  input: { readonly birthDate: string; readonly zone: IdCardZone },
  ageLimit: number,
  today: Date,
): YoungAdultCheck {
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

/** The field names of the young-adult form. */
type YoungAdultField = 'birthDate' | keyof IdCardZone;

/**
 * The outcome of the young-adult form: the order's birthDate (ISO) and mrz with the recorded
 * expiry, or the problem per field (`idCard` for a problem of the zone as a whole).
 */
export type YoungAdultCheck =
  | {
      readonly ok: true;
      readonly birthDate: string;
      readonly mrz: Required<{ [K in keyof IdCardZone]: string }>;
      readonly idCardExpired: boolean;
    }
  | { readonly ok: false; readonly problems: Partial<Record<YoungAdultField | 'idCard', YoungAdultProblem>> };

/**
 * Why a young-adult form field is refused; the form shows the tenant's or the spec's text for it.
 * For the ID card as a whole: 'idError' (a check digit or date of the zone is wrong), 'dateMatchError',
 * 'invalidIdCard' (a typed field has the wrong shape, so the zone cannot be a card) and 'notVerified'
 * (the birth date is no date, so the card could not be checked against it).
 */
export type YoungAdultProblem =
  | 'birthDateFormat'
  | 'tooYoung'
  | 'tooOld'
  | 'fieldFormat'
  | 'idError'
  | 'dateMatchError'
  | 'invalidIdCard'
  | 'notVerified';
