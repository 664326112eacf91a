const streetWithNumber = /^(.*\p{L}.*?)\s+(\d{1,4}(?:\s?[a-z])?(?:\s?[-/]\s?\d{1,4}(?:\s?[a-z])?)?)$/iu;

/**
 * Splits "street house-number" as autofill puts it into one field (`address-line1`) into the form's
 * two fields: "Sendlinger Straße 12a" → street "Sendlinger Straße", number "12a"; "Musterweg 3-5" and
 * "Am Markt 7 b" too. Undefined when the text does not end with a house number ("Straße des 17. Juni").
 */
export function splitStreetAndNumber(text: string): { readonly street: string; readonly streetNumber: string } | undefined {
  const match = streetWithNumber.exec(text.trim());
  if (!match) return undefined;
  const [, street = '', streetNumber = ''] = match;
  if (street.trim().length < 3) return undefined;
  return { street: street.trim(), streetNumber: streetNumber.replace(/\s+/g, '') };
}
