/** A form token is valid for four hours: long enough for a payment round trip. */
export const formTokenLifetimeMs = 4 * 60 * 60 * 1000;
