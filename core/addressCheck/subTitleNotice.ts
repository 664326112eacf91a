import type { CheckAddressesResponse } from '../api/checkAddresses.ts';

/** What the sub-title modal shows: the service's paragraphs (or the tenant's fallback) and the link to the other edition. */
export interface SubTitleNotice {
  readonly paragraphs: readonly string[];
  readonly outLink: string | undefined;
}

/**
 * Whether the address-check answer opens the sub-title modal, and with what (funnel.md sections 2,
 * 4 and 8, "Delivery by carrier not possible"): print subscriptions only (printProductType P, never
 * magazines or digital), when the answer carries paragraphs or an out-link. Without paragraphs the
 * tenant's fallback text stands in; the headline is the tenant's own text, not part of this.
 */
export function subTitleNotice(
  response: Pick<CheckAddressesResponse, 'subTitleInfoTextParagraphs' | 'subTitleOutLink'>,
  printProductType: 'D' | 'M' | 'P',
  fallbackText: string,
): SubTitleNotice | undefined {
  if (printProductType !== 'P') return undefined;
  const paragraphs = (response.subTitleInfoTextParagraphs ?? []).filter((paragraph) => paragraph.trim() !== '');
  const outLink = response.subTitleOutLink?.trim() || undefined;
  if (paragraphs.length === 0 && !outLink) return undefined;
  return { paragraphs: paragraphs.length > 0 ? paragraphs : [fallbackText], outLink };
}
