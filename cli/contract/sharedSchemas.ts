import { addressCheckResult } from '../../core/api/entities/addressCheckResult.ts';
import { addressesInput } from '../../core/api/entities/addressesInput.ts';
import { addressInput } from '../../core/api/entities/addressInput.ts';
import { deliveryDateInfo } from '../../core/api/entities/deliveryDateInfo.ts';
import { formToken } from '../../core/api/entities/formToken.ts';
import { orderBonus } from '../../core/api/entities/orderBonus.ts';
import { paymentDataInput } from '../../core/api/entities/paymentDataInput.ts';
import { priceResult } from '../../core/api/entities/priceResult.ts';
import { salesCampaign } from '../../core/api/entities/salesCampaign.ts';
import { apiErrorBody } from '../../core/api/apiErrorBody.ts';

/**
 * The structs the contract names in `components.schemas` and refers to with `$ref` wherever a call uses them (also
 * as `maybe(...)`), so that an address is described once rather than in every call that sends one.
 */
export const sharedSchemas = {
  ApiError: apiErrorBody,
  FormToken: formToken,
  AddressInput: addressInput,
  AddressesInput: addressesInput,
  PaymentDataInput: paymentDataInput,
  AddressCheckResult: addressCheckResult,
  PriceResult: priceResult,
  DeliveryDateInfo: deliveryDateInfo,
  SalesCampaign: salesCampaign,
  OrderBonus: orderBonus,
} as const;
