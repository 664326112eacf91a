import { isRealIsoDate } from '../../core/index.ts';

/** Whether a yyyy-MM-dd text names a real day (no 31 April): core's rule, which the order requests use too. */
export const isCalendarDate: (text: string) => boolean = isRealIsoDate;
