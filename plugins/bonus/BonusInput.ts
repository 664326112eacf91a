import type { BonusVariantInput } from './BonusVariantInput.ts';

/** The fields of an order bonus that the cart rules read; the API's OrderBonus fits it. */
export interface BonusInput {
  readonly materialNumber: string;
  readonly classification?: string | null;
  readonly cashBonus?: number | null;
  readonly active?: boolean | null;
  readonly invalid?: boolean | null;
  /** First day the bonus may be offered (ISO date). */
  readonly validFrom?: string | null;
  readonly properties?: readonly { readonly name: string }[] | null;
  readonly variants?: readonly BonusVariantInput[] | null;
}
