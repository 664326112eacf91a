import type { IdCardZone } from './IdCardZone.ts';

/**
 * The typed shape of each ID-card field, upper-cased (funnel.md sections 5 and 9: 10/7/8/4/1);
 * `digitsOnly` fields offer the numeric keyboard. The form words each shape as `<field>Format` in `youngAdultFormTexts`.
 */
export const idCardFieldFormats: Readonly<
  Record<keyof IdCardZone, { readonly pattern: RegExp; readonly length: number; readonly digitsOnly: boolean }>
> = {
  line1Field1: { pattern: /^[A-Z0-9]{10}$/, length: 10, digitsOnly: false },
  line2Field1: { pattern: /^\d{7}$/, length: 7, digitsOnly: true },
  line2Field2: { pattern: /^[A-Z0-9]{8}$/, length: 8, digitsOnly: false },
  line2Field3: { pattern: /^([A-Z0-9]{4})?$/, length: 4, digitsOnly: false },
  line2Field4: { pattern: /^\d$/, length: 1, digitsOnly: true },
};
