import type { AdminSalesCampaign } from '../api/adminSalesCampaign.ts';
import type { FieldError } from '../rules/FieldError.ts';
import { validateSalesCampaign, type SalesCampaignChoices } from '../rules/validateSalesCampaign.ts';
import { readCampaignForm, type CampaignFormValues } from './campaignFormValues.ts';
import { campaignFieldOrder } from './campaignTexts.ts';

const positionOf = (path: string) => {
  const position = campaignFieldOrder.indexOf(path.split('.')[0]!);
  return position === -1 ? campaignFieldOrder.length : position;
};

/**
 * Every refusal of the campaign form before it is sent: texts that are no number or price, then
 * the campaign rules the server checks again (admin/rules/validateSalesCampaign.ts). A field
 * whose text could not be read shows only that message. Messages come in the form's order.
 */
export function validateCampaignForm(values: CampaignFormValues, stored: AdminSalesCampaign, choices: SalesCampaignChoices): FieldError[] {
  const { input, errors } = readCampaignForm(values, stored);
  const unreadable = new Set(errors.map((error) => error.path));
  return inFormOrder([...errors, ...validateSalesCampaign(input, choices).filter((error) => !unreadable.has(error.path))]);
}

/** Field messages in the order the form shows the fields (and list entries by position). */
export function inFormOrder(errors: readonly FieldError[]): FieldError[] {
  return [...errors].sort((a, b) => positionOf(a.path) - positionOf(b.path) || a.path.localeCompare(b.path, 'de', { numeric: true }));
}
