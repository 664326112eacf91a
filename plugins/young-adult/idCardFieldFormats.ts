import type { IdCardZone } from './IdCardZone.ts';

/**
 * The typed shape of each ID-card field, upper-cased (funnel.md sections 5 and 9: 10/7/8/4/1);
 * `digitsOnly` fields offer the numeric keyboard.
 */
export const idCardFieldFormats: Readonly<
  Record<keyof IdCardZone, { readonly pattern: RegExp; readonly length: number; readonly hint: string; readonly digitsOnly: boolean }>
> = {
  line1Field1: { pattern: /^[A-Z0-9]{10}$/, length: 10, hint: '10 Buchstaben oder Ziffern', digitsOnly: false },
  line2Field1: { pattern: /^\d{7}$/, length: 7, hint: '7 Ziffern', digitsOnly: true },
  line2Field2: { pattern: /^[A-Z0-9]{8}$/, length: 8, hint: '8 Buchstaben oder Ziffern', digitsOnly: false },
  line2Field3: { pattern: /^([A-Z0-9]{4})?$/, length: 4, hint: '4 Buchstaben oder Ziffern, fehlt bei älteren Ausweisen', digitsOnly: false },
  line2Field4: { pattern: /^\d$/, length: 1, hint: '1 Ziffer', digitsOnly: true },
};
