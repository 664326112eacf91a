/**
 * Student uploads allowed per client address within {@link uploadAttemptWindowMs}, unless the sandbox is started with
 * another `uploadsPerClient`; then 429. A reader needs a few; thirty leave room for readers behind one address.
 */
export const defaultUploadsPerClient = 30;

/** The window of the upload limit per client address: ten minutes. */
export const uploadAttemptWindowMs = 10 * 60 * 1000;
