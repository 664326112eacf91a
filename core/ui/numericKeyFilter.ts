import { isAllowedNumericKey } from '../orderForm/isAllowedNumericKey.ts';

/** The part of a `keydown` event the filter reads and stops. */
export interface NumericKeyEvent {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  preventDefault(): void;
}

/**
 * The `keydown` filter of an input type (funnel.md section 5): number and tel inputs accept only
 * digits, the hyphen and control keys; every other input (postcodes with letters, names) none.
 */
export function numericKeyFilter(type: string | undefined): ((event: NumericKeyEvent) => void) | undefined {
  if (type !== 'tel' && type !== 'number') return undefined;
  return (event) => {
    if (!isAllowedNumericKey(event.key, event.ctrlKey || event.metaKey)) event.preventDefault();
  };
}
