import { string, type } from 'superstruct';
import type { Infer } from 'superstruct';

/** The answer of logout: where to send the browser afterwards. */
export const logoutResponse = type({ url: string() });

/** The answer of logout. */
export type LogoutResponse = Infer<typeof logoutResponse>;
