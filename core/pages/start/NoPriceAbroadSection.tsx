import type { FormSectionProps } from '../../extensionPoints/formSections.ts';
import { Alert } from '../../ui/ErrorSummary.tsx';
import { NoPriceAbroadNotice } from '../payment/NoPriceAbroadNotice.tsx';

/** Core's order-form section beside the order button when the price service has no price for the address abroad. */
export function NoPriceAbroadSection({ context }: FormSectionProps) {
  return (
    <Alert kind="error" id="no-price-abroad">
      <NoPriceAbroadNotice tenant={context.tenant} full />
    </Alert>
  );
}
