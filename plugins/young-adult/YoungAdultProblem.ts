/** Why a young-adult form field is refused; the form shows the tenant's or the spec's text for it. */
export type YoungAdultProblem = 'birthDateFormat' | 'tooYoung' | 'tooOld' | 'fieldFormat' | 'idError' | 'dateMatchError';
