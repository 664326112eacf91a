import { pattern, string } from 'superstruct';

/** A calendar date as the services write it (yyyy-MM-dd). */
export const isoDate = pattern(string(), /^\d{4}-\d{2}-\d{2}$/);
