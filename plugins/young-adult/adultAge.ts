/** The age from which a young-adult offer may be ordered (funnel.md section 9). */
export const adultAge = 18;
