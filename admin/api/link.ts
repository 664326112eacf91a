import { string, type } from 'superstruct';
import type { Infer } from 'superstruct';

/** A HAL link the server offers: following it is how the client finds user lists and their actions. */
export const link = type({ href: string() });

/** A link. */
export type Link = Infer<typeof link>;
