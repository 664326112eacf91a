import { enums } from 'superstruct';
import type { Infer } from 'superstruct';

/** Gift subscription time limit in months; 0 means unlimited (funnel.md section 3). */
export const giftTimeLimit = enums([0, 3, 6, 12]);

/** A gift time limit option. */
export type GiftTimeLimit = Infer<typeof giftTimeLimit>;
