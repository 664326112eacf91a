import { string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { maybe } from './maybe.ts';

/** One suggestion of an address check; choosing it replaces street, city and zip code. */
export const addressCorrectionOption = type({
  id: string(),
  city: maybe(string()),
  street: maybe(string()),
  zipCode: maybe(string()),
});

/** One address correction suggestion. */
export type AddressCorrectionOption = Infer<typeof addressCorrectionOption>;
