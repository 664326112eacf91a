import { object, string } from 'superstruct';

/**
 * The body of `addUser`: the registered user's e-mail as a JSON object, not the spec's text/plain, which any other
 * site's form or fetch can send without asking (admin/README.md, "Staff sessions and cross-site writes"). The server
 * checks the address (INVALID_EMAIL, also for one longer than 254 characters).
 */
export const addUserInput = object({ email: string() });
