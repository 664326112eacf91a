import { array, boolean, enums, nullable, number, object, size } from 'superstruct';
import type { Infer } from 'superstruct';
import { boundedText, isoDate } from '../../core/index.ts';

/** The texts of a bonus tile staff maintain, shared by the update and the complex bonus creation. */
export const bonusTextFields = {
  title: boundedText(100),
  textLabel: boundedText(60),
  text: boundedText(2000),
  linkLabel: boundedText(60),
  /** An http(s) address, or empty for none. */
  link: boundedText(500),
  infoPoints: size(array(boundedText(200)), 0, 10),
  validFrom: nullable(isoDate()),
  active: boolean(),
};

/**
 * The body of `PUT {tenant}/bonus/{materialNumber}`: texts, link, info points, classification,
 * validity and active. The label follows the classification; `cashBonus` (euro) is required for
 * CASH and empty otherwise. Pass a loaded bonus: the client drops the other fields.
 */
export const bonusInput = object({
  ...bonusTextFields,
  classification: enums(['CASH', 'MILES_AND_MORE', 'NON_MONETARY']),
  cashBonus: nullable(number()),
});

/** The update of a bonus. */
export type BonusInput = Infer<typeof bonusInput>;
