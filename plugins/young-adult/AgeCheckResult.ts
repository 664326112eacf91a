/** The outcome of the young-adult age check: within range, under 18, or at or above the limit. */
export type AgeCheckResult = 'ok' | 'tooYoung' | 'tooOld';
