/**
 * What the address check answers for a print campaign about carrier delivery
 * (funnel.md sections 3 and 8, "Delivery by carrier not possible").
 */
export type CarrierDeliveryInfo = {
  /** Carriers cannot deliver here; only postal delivery (or another edition) is possible. */
  readonly mailDeliveryOnly: boolean;
  /** Where the reader can change the edition. */
  readonly subTitleOutLink?: string;
  /** The German paragraphs of the sub-title modal; empty when carriers deliver. */
  readonly subTitleInfoTextParagraphs: readonly string[];
};
