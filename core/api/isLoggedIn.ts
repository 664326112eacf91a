import { boolean, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { maybe } from './entities/maybe.ts';

/** The answer of isLoggedIn/{redirectPath}: where to send the browser to log in (platform.md section 7). */
export const isLoggedInResponse = type({
  loggedIn: boolean(),
  serviceTicketUrl: maybe(string()),
});

/** The answer of isLoggedIn. */
export type IsLoggedInResponse = Infer<typeof isLoggedInResponse>;
