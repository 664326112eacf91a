/** How the postcodes of one country are written (funnel.md section 5: zip present and at most 10 characters). */
export interface PostcodeFormat {
  /** The accepted shape, spaces and hyphens as written on letters; matched case-insensitively where letters occur. */
  readonly pattern: RegExp;
  /** Only digits (and an optional space): the field offers a numeric keyboard. */
  readonly digitsOnly: boolean;
  /** The German description for the message "Bitte geben Sie eine Postleitzahl … ein": where and in which shape. */
  readonly format: string;
  readonly example: string;
}

/**
 * The postcode formats of the countries campaigns deliver to, by ISO code. A country not listed
 * here is only checked for presence and length, so a new delivery country never blocks orders.
 * Plain literals without calls, so the module stays free of side effects and out of bundles that do not use it.
 */
export const postcodeFormats: Readonly<Record<string, PostcodeFormat>> = {
  DE: { pattern: /^\d{5}$/, digitsOnly: true, format: 'in Deutschland mit 5 Ziffern', example: '80331' },
  AT: { pattern: /^\d{4}$/, digitsOnly: true, format: 'in Österreich mit 4 Ziffern', example: '1010' },
  CH: { pattern: /^\d{4}$/, digitsOnly: true, format: 'in der Schweiz mit 4 Ziffern', example: '8001' },
  LI: { pattern: /^\d{4}$/, digitsOnly: true, format: 'in Liechtenstein mit 4 Ziffern', example: '9490' },
  BE: { pattern: /^\d{4}$/, digitsOnly: true, format: 'in Belgien mit 4 Ziffern', example: '1000' },
  DK: { pattern: /^\d{4}$/, digitsOnly: true, format: 'in Dänemark mit 4 Ziffern', example: '1050' },
  LU: { pattern: /^(L-?)?\d{4}$/i, digitsOnly: false, format: 'in Luxemburg mit 4 Ziffern', example: '1009 oder L-1009' },
  FR: { pattern: /^\d{5}$/, digitsOnly: true, format: 'in Frankreich mit 5 Ziffern', example: '75001' },
  IT: { pattern: /^\d{5}$/, digitsOnly: true, format: 'in Italien mit 5 Ziffern', example: '00184' },
  ES: { pattern: /^\d{5}$/, digitsOnly: true, format: 'in Spanien mit 5 Ziffern', example: '28001' },
  NL: { pattern: /^[1-9]\d{3} ?[A-Z]{2}$/i, digitsOnly: false, format: 'in den Niederlanden mit 4 Ziffern und 2 Buchstaben', example: '1012 AB' },
  GB: { pattern: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i, digitsOnly: false, format: 'im Vereinigten Königreich', example: 'SW1A 1AA' },
  PL: { pattern: /^\d{2}-?\d{3}$/, digitsOnly: false, format: 'in Polen im Format 00-000', example: '00-950' },
  CZ: { pattern: /^\d{3} ?\d{2}$/, digitsOnly: true, format: 'in Tschechien mit 5 Ziffern', example: '110 00' },
  SE: { pattern: /^\d{3} ?\d{2}$/, digitsOnly: true, format: 'in Schweden mit 5 Ziffern', example: '111 22' },
};
