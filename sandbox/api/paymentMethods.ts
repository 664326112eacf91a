import type { CampaignRecord } from '../store/CampaignRecord.ts';
import type { ApiHandler } from '../server/ApiRequest.ts';
import { requireCampaign } from './requireCampaign.ts';
import { checkIbanSwiftRequest } from '../../core/api/checkIbanSwift.ts';
import type { IbanResult } from '../../core/api/entities/ibanResult.ts';
import { checkIban } from '../domain/checkIban.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';

/** The payment method keys a campaign offers for a country; none for a country it does not offer. */
export function paymentMethodsFor(campaign: CampaignRecord, country: string): string[] {
  if (!(country in campaign.countries)) return [];
  return [...(campaign.paymentMethods[country] ?? campaign.paymentMethods['*'] ?? [])];
}

/** order/paymentmethods/{salesCampaignId}/{countryCode}: the method keys for that country (none for free campaigns). */
export const handlePaymentMethods: ApiHandler = (context, request) => {
  const campaign = requireCampaign(context, request.params.salesCampaignId ?? '', request.tenant, request);
  const country = (request.params.countryCode ?? '').toUpperCase();
  return { status: 200, json: campaign.view.withCosts === false ? [] : paymentMethodsFor(campaign, country) };
};

/** order/checkIbanSwift: mod-97 and length per country, bank table for bankName and knownBySAP. */
export const handleCheckIbanSwift: ApiHandler = (_context, request) => {
  const body = parseJsonBody(request.body, checkIbanSwiftRequest);
  const result = checkIban(body);
  const response: IbanResult = {
    checkFailed: result.checkFailed,
    knownBySAP: result.knownBySAP,
    bankName: result.bankName,
    ibanError: result.ibanError !== '',
    swiftRequired: result.swiftRequired,
  };
  return { status: 200, json: response };
};
