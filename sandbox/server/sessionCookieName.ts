/** Name of the sandbox login session cookie (HttpOnly). */
export const sessionCookieName = 'sandbox_session';
