/**
 * Failed code checks allowed per form token and per client address within {@link voucherCheckWindowMs}; then 429
 * (docs/vouchers.md, "Voucher codes"). A reader mistypes a code a few times; ten leave room for readers behind one address.
 */
export const failedVoucherChecksAllowed = 10;

/** The window of the limit: ten minutes. */
export const voucherCheckWindowMs = 10 * 60 * 1000;
