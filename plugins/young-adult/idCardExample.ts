import type { CalendarDate } from './CalendarDate.ts';

/**
 * The example card beside the young-adult form's ID-card fields: a specimen-style card of
 * ERIKA MUSTERMANN, document L01X00T47, born 12.08.2007, valid until 11.08.2031, with field 4
 * filled ("2108") and every ICAO 9303 check digit computed for exactly these values (document
 * number 1, birth date 2, expiry 4, composite 5). A reader who copies it with the matching birth
 * date passes the plugin's check; the holder is 18 or older from 12.08.2025 and under 27 until
 * 11.08.2034, so the example also fits U27 offers until then.
 */
export const idCardExample = {
  zone: {
    line1Field1: 'L01X00T471',
    line2Field1: '0708122',
    line2Field2: '3108114D',
    line2Field3: '2108',
    line2Field4: '5',
  },
  birthDate: { year: 2007, month: 8, day: 12 } satisfies CalendarDate,
  /** Line 3 of the zone: surname, given name, fillers. */
  holder: 'MUSTERMANN<<ERIKA',
} as const;
