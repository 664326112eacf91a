import { string } from 'superstruct';
import { billingFrequenciesResponse } from './billingFrequenciesResponse.ts';
import { checkAddressesRequest, checkAddressesResponse } from './checkAddresses.ts';
import { checkIbanSwiftRequest } from './checkIbanSwift.ts';
import { configurationResponse } from './configurationResponse.ts';
import { connectUserRequest, connectUserResult } from './connectUser.ts';
import { countryMap } from './entities/countryMap.ts';
import { createOrderResponse } from './entities/createOrderResponse.ts';
import { ibanResult } from './entities/ibanResult.ts';
import { orderRequest } from './entities/orderRequest.ts';
import { priceResult } from './entities/priceResult.ts';
import { uploadResponse } from './entities/uploadResponse.ts';
import { initialFormDataResponse } from './initialFormData.ts';
import { isLoggedInResponse } from './isLoggedIn.ts';
import { logoutResponse } from './logoutResponse.ts';
import { paymentMethodsResponse } from './paymentMethodsResponse.ts';
import { priceForDateRequest } from './priceForDate.ts';
import { priceWithDeliveryDateRequest, priceWithDeliveryDateResponse } from './priceWithDeliveryDate.ts';

/**
 * The structs the client checks each call's request body and answer with, by call (the payment service's calls are
 * `paymentCallSchemas` in paymentService.ts, loaded with the first payment call; `getStoredData` answers plain text).
 * The client and the back-end contract (`cli/contract/`) both read this table.
 */
export const apiCallSchemas = {
  initialFormData: { response: initialFormDataResponse },
  checkAddresses: { request: checkAddressesRequest, response: checkAddressesResponse },
  priceWithDeliveryDate: { request: priceWithDeliveryDateRequest, response: priceWithDeliveryDateResponse },
  priceForDate: { request: priceForDateRequest, response: priceResult },
  createOrder: { request: orderRequest, response: createOrderResponse },
  countries: { response: countryMap },
  paymentMethods: { response: paymentMethodsResponse },
  checkIbanSwift: { request: checkIbanSwiftRequest, response: ibanResult },
  uploadStudentEnrollmentCertificate: { response: uploadResponse },
  isLoggedIn: { response: isLoggedInResponse },
  connectUser: { request: connectUserRequest, response: connectUserResult },
  logout: { response: logoutResponse },
  postStoredData: { request: string() },
  configuration: { response: configurationResponse },
  billingFrequencies: { response: billingFrequenciesResponse },
} as const;
