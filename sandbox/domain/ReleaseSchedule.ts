/**
 * When a magazine appears: every week on a weekday, or once a month on the n-th weekday
 * (weekday 0 Sunday ... 6 Saturday, as Date.getDay()).
 */
export type ReleaseSchedule =
  | { readonly kind: 'weekly'; readonly weekday: 0 | 1 | 2 | 3 | 4 | 5 | 6 }
  | { readonly kind: 'monthly'; readonly weekday: 0 | 1 | 2 | 3 | 4 | 5 | 6; readonly ordinal: 1 | 2 | 3 | 4 };
