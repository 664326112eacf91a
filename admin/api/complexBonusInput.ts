import { array, number, object, size } from 'superstruct';
import type { Infer } from 'superstruct';
import { boundedText } from '../../core/index.ts';
import { bonusTextFields } from './bonusInput.ts';

const additionalCharges = size(array(object({ value: number() })), 0, 5);

/**
 * The body of `POST {tenant}/bonus/{materialNumber}` (a complex bonus, material number starting
 * with K): the tile texts, the properties to choose (name and values) and the variants, each a
 * material number with one value per property (platform.md section 5).
 */
export const complexBonusInput = object({
  ...bonusTextFields,
  additionalCharges,
  properties: size(array(object({ name: boundedText(40), values: size(array(boundedText(40)), 0, 20) })), 0, 5),
  variants: size(array(object({
    materialNumber: boundedText(40),
    title: boundedText(100),
    propertyValues: size(array(object({ name: boundedText(40), value: boundedText(40) })), 0, 5),
    additionalCharges,
  })), 0, 100),
});

/** The creation of a complex bonus. */
export type ComplexBonusInput = Infer<typeof complexBonusInput>;
