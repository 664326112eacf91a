import type { AdminSalesCampaign } from '../api/adminSalesCampaign.ts';
import type { FieldError } from '../rules/FieldError.ts';
import { validateSalesCampaign, type SalesCampaignChoices } from '../rules/validateSalesCampaign.ts';
import { readCampaignForm, type CampaignFormValues } from './campaignFormValues.ts';

/**
 * Every refusal of the campaign form before it is sent: texts that are no number or price, then
 * the campaign rules the server checks again (admin/rules/validateSalesCampaign.ts). A field
 * whose text could not be read shows only that message.
 */
export function validateCampaignForm(values: CampaignFormValues, stored: AdminSalesCampaign, choices: SalesCampaignChoices): FieldError[] {
  const { input, errors } = readCampaignForm(values, stored);
  const unreadable = new Set(errors.map((error) => error.path));
  return [...errors, ...validateSalesCampaign(input, choices).filter((error) => !unreadable.has(error.path))];
}
