import { object } from 'superstruct';
import { boundedText } from './boundedText.ts';
import { maybe } from './maybe.ts';

/** The ID card machine-readable zone of a young-adult order (funnel.md section 5: 10/7/8/4/1). */
export const mrzInput = object({
  line1Field1: boundedText(10),
  line2Field1: boundedText(7),
  line2Field2: boundedText(8),
  line2Field3: maybe(boundedText(4)),
  line2Field4: boundedText(1),
});
