import type { ApiCallName } from '../../core/api/apiCallName.ts';
import type { ApiHandler } from '../server/ApiRequest.ts';
import { handleBillingFrequencies } from './handleBillingFrequencies.ts';
import { handleCheckAddresses } from './handleCheckAddresses.ts';
import { handleCheckIbanSwift, handlePaymentMethods } from './paymentMethods.ts';
import { handleConfiguration } from './handleConfiguration.ts';
import { handleConnectUser } from './handleConnectUser.ts';
import { handleCountries } from './handleCountries.ts';
import { handleCreateOrder } from './handleCreateOrder.ts';
import { handleGetStoredData, handlePostStoredData } from './storedData.ts';
import { handleInitialFormData } from './handleInitialFormData.ts';
import { handleIsLoggedIn } from './handleIsLoggedIn.ts';
import { handleLogout } from './handleLogout.ts';
import { paymentInitHandler } from './handlePaymentInit.ts';
import { paymentResultHandler } from './handlePaymentResult.ts';
import { handlePriceForDate } from './handlePriceForDate.ts';
import { handlePriceWithDeliveryDate } from './handlePriceWithDeliveryDate.ts';
import { handleUploadStudentEnrollmentCertificate } from './handleUploadStudentEnrollmentCertificate.ts';
import { handleVoucherCheck } from './handleVoucherCheck.ts';

/** The handler of every call of the contract; the type makes a missing one a compile error. */
export const apiHandlers: Readonly<Record<ApiCallName, ApiHandler>> = {
  initialFormData: handleInitialFormData,
  checkAddresses: handleCheckAddresses,
  priceWithDeliveryDate: handlePriceWithDeliveryDate,
  priceForDate: handlePriceForDate,
  createOrder: handleCreateOrder,
  countries: handleCountries,
  paymentMethods: handlePaymentMethods,
  checkIbanSwift: handleCheckIbanSwift,
  voucherCheck: handleVoucherCheck,
  uploadStudentEnrollmentCertificate: handleUploadStudentEnrollmentCertificate,
  isLoggedIn: handleIsLoggedIn,
  connectUser: handleConnectUser,
  logout: handleLogout,
  getStoredData: handleGetStoredData,
  postStoredData: handlePostStoredData,
  creditCardCheckInit: paymentInitHandler('cardCheck'),
  creditCardCheckResult: paymentResultHandler('cardCheck'),
  cardAgreementInit: paymentInitHandler('cardAgreement'),
  cardAgreementResult: paymentResultHandler('cardAgreement'),
  cardOneOffInit: paymentInitHandler('cardOneOff'),
  cardOneOffResult: paymentResultHandler('cardOneOff'),
  payPalAgreementInit: paymentInitHandler('payPalAgreement'),
  payPalAgreementResult: paymentResultHandler('payPalAgreement'),
  configuration: handleConfiguration,
  billingFrequencies: handleBillingFrequencies,
};
