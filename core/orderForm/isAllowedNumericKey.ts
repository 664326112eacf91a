const controlKeys = new Set([
  'Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter',
]);

/**
 * Whether a number or tel input accepts a `keydown` key (funnel.md section 5, "Phone"): digits,
 * the hyphen and control keys, and with `plusAllowed` (the caret at the start of a phone field
 * that has no '+' yet; core/README.md, "Decisions: forms that phones and password managers fill") the international '+'. With Ctrl or Meta held every key passes,
 * so copy, paste and browser shortcuts keep working.
 */
export function isAllowedNumericKey(key: string, ctrlOrMeta: boolean, plusAllowed = false): boolean {
  if (ctrlOrMeta) return true;
  if (key === '+') return plusAllowed;
  return /^[0-9-]$/.test(key) || controlKeys.has(key);
}
