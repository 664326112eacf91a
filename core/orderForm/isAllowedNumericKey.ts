const controlKeys = new Set([
  'Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter',
]);

/**
 * Whether a number or tel input accepts a `keydown` key (funnel.md section 5, "Phone"): digits,
 * the hyphen and control keys. With Ctrl or Meta held every key passes, so copy, paste and
 * browser shortcuts keep working.
 */
export function isAllowedNumericKey(key: string, ctrlOrMeta: boolean): boolean {
  if (ctrlOrMeta) return true;
  return /^[0-9-]$/.test(key) || controlKeys.has(key);
}
