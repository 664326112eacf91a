import { enums, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { formData } from './entities/formData.ts';
import { maybe } from './entities/maybe.ts';
import { productUnavailableCode } from './entities/productUnavailableCode.ts';

/**
 * The answer of order/initialFormData (funnel.md section 4): SUCCESS carries formData; FAILURE
 * with a product-unavailable `message` leads to the productunavailable page.
 */
export const initialFormDataResponse = type({
  status: enums(['SUCCESS', 'GP_LOCKED', 'ORDER_EXISTS', 'FOLLOW_UP_OFFER', 'TRIAL_EXPIRED', 'FAILURE']),
  message: maybe(productUnavailableCode),
  formData: maybe(formData),
  /** Added: the campaign's product type with TRIAL_EXPIRED, so the page can use its digital or print wording. */
  printProductType: maybe(enums(['D', 'M', 'P'])),
});

/** The answer of order/initialFormData. */
export type InitialFormDataResponse = Infer<typeof initialFormDataResponse>;
