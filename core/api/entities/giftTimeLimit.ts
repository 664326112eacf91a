import { enums } from 'superstruct';

/** Gift subscription time limit in months; 0 means unlimited (funnel.md section 3). */
export const giftTimeLimit = enums([0, 3, 6, 12]);
