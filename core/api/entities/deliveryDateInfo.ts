import { array, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { maybe } from './maybe.ts';

/**
 * When delivery can start (funnel.md section 3), all dates ISO yyyy-MM-dd: the earliest date,
 * dates that cannot be chosen (Sundays, public holidays) and the release calendar (issue dates
 * of a magazine).
 */
export const deliveryDateInfo = type({
  earliestDate: string(),
  invalidDates: maybe(array(string())),
  releaseCalendar: maybe(array(string())),
});

/** When delivery can start. */
export type DeliveryDateInfo = Infer<typeof deliveryDateInfo>;
