import { isAllowedNumericKey } from '../orderForm/isAllowedNumericKey.ts';

/** The part of a `keydown` event the filter reads and stops. */
export interface NumericKeyEvent {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  /** The input, to see whether the caret stands at the start of a field without '+'. */
  readonly currentTarget?: { readonly value: string; readonly selectionStart: number | null };
  preventDefault(): void;
}

/**
 * The `keydown` filter of an input type (funnel.md section 5): number and tel inputs accept only
 * digits, the hyphen and control keys, plus with `leadingPlus` one '+' typed at the very start
 * (an international prefix such as +31); every other input (postcodes with letters, names) none.
 */
export function numericKeyFilter(type: string | undefined, leadingPlus = false): ((event: NumericKeyEvent) => void) | undefined {
  if (type !== 'tel' && type !== 'number') return undefined;
  return (event) => {
    const target = event.currentTarget;
    const plusAllowed = leadingPlus && target !== undefined && target.selectionStart === 0 && !target.value.includes('+');
    if (!isAllowedNumericKey(event.key, event.ctrlKey || event.metaKey, plusAllowed)) event.preventDefault();
  };
}
