import { enums } from 'superstruct';
import type { Infer } from 'superstruct';

/** The initial-load messages that lead to the product-unavailable page (funnel.md section 8). */
export const productUnavailableCode = enums([
  'NO_OFFER_STORE',
  'NOT_IN_PRODUCT_CATALOG',
  'INVALID_SALES_CAMPAIGN_ID',
  'NO_DATA_FOR_OFFER_ID',
  'NO_OFFER_STORE_FOR_OFFER_ID',
  'NO_CONFIGURATION_FOR_SALES_CAMPAIGN',
]);

/** A product-unavailable message code. */
export type ProductUnavailableCode = Infer<typeof productUnavailableCode>;
