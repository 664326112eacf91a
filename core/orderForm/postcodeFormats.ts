/** How the postcodes of one country are written (funnel.md section 5: zip present and at most 10 characters). */
export interface PostcodeFormat {
  /** The accepted shape, spaces and hyphens as written on letters; matched case-insensitively. */
  readonly pattern: RegExp;
  /** Only digits (and an optional separator the numeric keyboard does not need): the field offers a numeric keyboard. */
  readonly digitsOnly: boolean;
  /** The German message naming the expected format, with an example. */
  readonly message: string;
}

const digits = (count: number, country: string, example: string): PostcodeFormat => ({
  pattern: new RegExp(`^\\d{${count}}$`),
  digitsOnly: true,
  message: `Bitte geben Sie eine Postleitzahl ${country} mit ${count} Ziffern ein, z. B. ${example}.`,
});

/**
 * The postcode formats of the countries campaigns deliver to, by ISO code. A country not listed
 * here is only checked for presence and length, so a new delivery country never blocks orders.
 */
export const postcodeFormats: Readonly<Record<string, PostcodeFormat>> = {
  DE: digits(5, 'in Deutschland', '80331'),
  AT: digits(4, 'in Österreich', '1010'),
  CH: digits(4, 'in der Schweiz', '8001'),
  LI: digits(4, 'in Liechtenstein', '9490'),
  BE: digits(4, 'in Belgien', '1000'),
  DK: digits(4, 'in Dänemark', '1050'),
  LU: { pattern: /^(L-?)?\d{4}$/i, digitsOnly: false, message: 'Bitte geben Sie eine Postleitzahl in Luxemburg mit 4 Ziffern ein, z. B. 1009 oder L-1009.' },
  FR: digits(5, 'in Frankreich', '75001'),
  IT: digits(5, 'in Italien', '00184'),
  ES: digits(5, 'in Spanien', '28001'),
  NL: {
    pattern: /^[1-9]\d{3} ?[A-Z]{2}$/i,
    digitsOnly: false,
    message: 'Bitte geben Sie eine Postleitzahl in den Niederlanden mit 4 Ziffern und 2 Buchstaben ein, z. B. 1012 AB.',
  },
  GB: {
    pattern: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i,
    digitsOnly: false,
    message: 'Bitte geben Sie eine britische Postleitzahl ein, z. B. SW1A 1AA.',
  },
  PL: { pattern: /^\d{2}-?\d{3}$/, digitsOnly: false, message: 'Bitte geben Sie eine Postleitzahl in Polen im Format 00-000 ein, z. B. 00-950.' },
  CZ: { pattern: /^\d{3} ?\d{2}$/, digitsOnly: true, message: 'Bitte geben Sie eine Postleitzahl in Tschechien mit 5 Ziffern ein, z. B. 110 00.' },
  SE: { pattern: /^\d{3} ?\d{2}$/, digitsOnly: true, message: 'Bitte geben Sie eine Postleitzahl in Schweden mit 5 Ziffern ein, z. B. 111 22.' },
};
