/**
 * An `autocomplete` value in an autofill scope (HTML autofill detail tokens): the scope is a
 * `section-*` token for another person's data and/or `shipping`/`billing`, e.g.
 * `autofillToken('section-recipient shipping', 'postal-code')`. 'off' and an empty scope stay alone.
 */
export function autofillToken(scope: string, field: string): string {
  return scope === '' || field === 'off' ? field : `${scope} ${field}`;
}
