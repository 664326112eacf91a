import { enums, object, pattern, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { plainText } from './entities/plainText.ts';

/** The body of gp-service/v1/connectUser: customer number and name to link to the login. */
export const connectUserRequest = object({
  gpNr: pattern(string(), /^\d{10}$/),
  name: plainText(70),
});

/** The body of connectUser. */
export type ConnectUserRequest = Infer<typeof connectUserRequest>;

/** The result codes of connectUser (platform.md section 4). */
export const connectUserResult = enums([
  'SUCCESS',
  'SUCCESS_CSV',
  'HAS_SUID',
  'NO_GP_NUMBER',
  'GP_LOCKED',
  'FAILURE',
  'WRONG_GP_NUMBER',
]);

/** A connectUser result code. */
export type ConnectUserResult = Infer<typeof connectUserResult>;
