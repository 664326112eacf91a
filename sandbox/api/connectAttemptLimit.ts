/**
 * Failed connect attempts allowed per login and customer number (a name tried for one number) within
 * {@link connectAttemptWindowMs}; then 429 for that pair.
 */
const connectAttemptLimitPerNumber = 5;

/**
 * Failed connect attempts allowed per login over all numbers within {@link connectAttemptWindowMs}; then 429 for the
 * login. Room for a reader who tries an old and a new number, while a login guesses at most this many pairs.
 */
const connectAttemptLimitPerLogin = 10;

/** The window of both limits: ten minutes. */
export const connectAttemptWindowMs = 10 * 60 * 1000;

const pairKey = /^account:\d+:gpNr:/;

/** The limit of a key of {@link connectAttemptKeys}: per number for a pair, else per login. */
export function connectAttemptLimit(key: string): number {
  return pairKey.test(key) ? connectAttemptLimitPerNumber : connectAttemptLimitPerLogin;
}

/**
 * The limiter keys a connect attempt counts under: its login, and its login with the number. Never the number alone,
 * so that failures of other logins cannot lock a customer out of the own number (sandbox/README.md, "Customer numbers").
 */
export function connectAttemptKeys(accountId: number, gpNr: string): { readonly login: string; readonly pair: string } {
  return { login: `account:${accountId}`, pair: `account:${accountId}:gpNr:${gpNr}` };
}
