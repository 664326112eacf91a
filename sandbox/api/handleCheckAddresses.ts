import type { CheckAddressesResponse } from '../../core/api/checkAddresses.ts';
import { checkAddressesRequest } from '../../core/api/checkAddresses.ts';
import { checkAddress } from '../domain/checkAddress.ts';
import { deliveryAreaInfo } from '../domain/deliveryAreaInfo.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';
import type { ApiHandler } from '../server/ApiRequest.ts';
import { requireCampaign } from './requireCampaign.ts';

const kinds = ['privateAddress', 'businessAddress', 'deliveryAddress', 'invoiceAddress'] as const;
const postalFields = ['street', 'streetNumber', 'zipCode', 'city', 'postOfficeBox', 'postOfficeBoxZipCode', 'postOfficeBoxCity'] as const;

/**
 * order/checkAddresses: checks each sent address against the reference set; for print, the
 * address the paper goes to also gets the carrier delivery check (sub-title out-link and paragraphs).
 * A campaign orderable without address accepts none, but a begun postal address must be complete
 * (fullAddressNeeded), since a partial one can neither be delivered to nor replaced by the dummy.
 */
export const handleCheckAddresses: ApiHandler = (context, request) => {
  const body = parseJsonBody(request.body, checkAddressesRequest);
  const campaign = requireCampaign(context, body.salesCampaignId, request.tenant, request);
  const results: CheckAddressesResponse['addressCheckResults'] = {};
  for (const kind of kinds) {
    const address = body.addresses[kind];
    // Without an address the dummy address stands in; a begun one must be a whole postal address.
    const requireFullAddress = campaign.orderWithoutAddress && postalFields.some((field) => (address?.[field] ?? '').trim() !== '');
    if (address) results[kind] = checkAddress(address, { printProductType: campaign.view.printProductType, requireFullAddress });
  }
  const response: CheckAddressesResponse = { addressCheckResults: results };
  const target = body.addresses.deliveryAddress ?? body.addresses.privateAddress ?? body.addresses.businessAddress;
  if (campaign.view.printProductType === 'P' && target) {
    const carrier = deliveryAreaInfo(target, campaign.tenant);
    if (carrier.mailDeliveryOnly) {
      response.mailDeliveryOnly = true;
      response.subTitleInfoTextParagraphs = [...carrier.subTitleInfoTextParagraphs];
      if (carrier.subTitleOutLink) response.subTitleOutLink = carrier.subTitleOutLink;
    }
  }
  return { status: 200, json: response };
};
