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
