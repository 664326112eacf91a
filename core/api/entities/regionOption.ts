import { string, type } from 'superstruct';
import type { Infer } from 'superstruct';

/** A region (pva) choice: 'EG' automatic, district codes, an Austria code (funnel.md section 3). */
export const regionOption = type({ code: string(), name: string() });

/** A region choice. */
export type RegionOption = Infer<typeof regionOption>;
