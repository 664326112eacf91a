import { object, size, string } from 'superstruct';

/**
 * The body of `addUser`: the registered user's e-mail as a JSON object (admin/README.md, "The add-user body":
 * JSON rather than the spec's text/plain, which any other site's form or fetch can send without asking).
 */
export const addUserInput = object({ email: size(string(), 0, 254) });
