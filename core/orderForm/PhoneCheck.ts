/** A country-aware phone check: the number as the form joins it, and the ISO country of the address it belongs to. */
export type PhoneCheck = (phone: string, country: string | undefined) => boolean;
