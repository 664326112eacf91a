/** Largest stored (compressed) state accepted by POST storedData. */
export const storedDataMaxBytes = 256 * 1024;
