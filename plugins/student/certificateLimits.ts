/** The certificate limits of funnel.md sections 5 and 9: 500 KB (counted as 500 × 1024 bytes, as the server does) and 595 × 842 pixels. */
export const certificateLimits = { maxBytes: 500 * 1024, maxWidth: 595, maxHeight: 842 } as const;
