import { postcodeFormats } from './postcodeFormats.ts';
import { trimmedText } from './trimmedText.ts';

/**
 * The message for a postcode that does not fit the format of the address's country
 * (`postcodeFormats`), or undefined when it fits, is empty (the required rule speaks then) or the
 * country has no known format.
 */
export function postcodeProblem(postcode: string | undefined, country: string | undefined): string | undefined {
  const text = trimmedText(postcode);
  const format = postcodeFormats[trimmedText(country).toUpperCase()];
  if (text === '' || !format) return undefined;
  return format.pattern.test(text) ? undefined : `Bitte geben Sie eine Postleitzahl ${format.format} ein, z. B. ${format.example}.`;
}
