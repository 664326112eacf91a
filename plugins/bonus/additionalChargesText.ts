import { formatEuro } from '../../core/index.ts';

/** The additional charge of a bonus or variant as shown on its tile, e.g. 'zzgl. Zuzahlung 4,90 €'; '' without one. */
export function additionalChargesText(charges: readonly { readonly value: number }[] | null | undefined): string {
  const total = (charges ?? []).reduce((sum, charge) => sum + charge.value, 0);
  return total > 0 ? `zzgl. Zuzahlung ${formatEuro(total)}` : '';
}
