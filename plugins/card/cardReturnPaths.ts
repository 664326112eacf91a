/** Return routes of the two card flows (platform.md section 2). */
export const cardReturnPaths = { agreement: '/card/agreement/result', oneOff: '/card/oneoffpay/result' } as const;
