/** Failed connect attempts allowed per session and per customer number within {@link connectAttemptWindowMs}; then 429. */
export const connectAttemptLimit = 5;

/** The window of {@link connectAttemptLimit}: ten minutes. */
export const connectAttemptWindowMs = 10 * 60 * 1000;
