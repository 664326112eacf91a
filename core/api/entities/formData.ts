import { array, boolean, number, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { addresses } from './addresses.ts';
import { countryMap } from './countryMap.ts';
import { formToken } from './formToken.ts';
import { maybe } from './maybe.ts';
import { paymentData } from './paymentData.ts';
import { regionOption } from './regionOption.ts';
import { salesCampaign } from './salesCampaign.ts';

const flag = () => maybe(boolean());

/** The form data of the initial load (funnel.md section 3 "Form data"). */
export const formData = type({
  /** Customer number of the logged-in customer; null for visitors and customers without one. */
  gpNr: maybe(string()),
  orderWithoutAddress: flag(),
  addresses: addresses,
  salesCampaign: salesCampaign,
  offerId: maybe(string()),
  /** Trial-user flag: the customer already used a trial of this product. */
  schnorrer: flag(),
  existingSubscription: flag(),
  gpLockedOrArchived: flag(),
  registrationMandatory: flag(),
  /** The customer's saved payment data, if any. */
  paymentData: maybe(paymentData),
  paymentMethodKeys: array(string()),
  countries: countryMap,
  regionSelectionOptions: maybe(array(regionOption)),
  trackingData: maybe(type({ categoryName: maybe(string()) })),
  email: maybe(string()),
  mmNumber: maybe(string()),
  /** The back end could not reach the customer system; prices and the connect block are hidden. */
  sapConnectionFailed: flag(),
  token: formToken,
  /** Earliest or preset start date, ISO yyyy-MM-dd. */
  startDate: maybe(string()),
  pva: maybe(string()),
  /** Everything needed is present: the flow may skip ahead to verification. */
  gotoCheckData: flag(),
  /** Gift subscription time limit in months (0 unlimited). */
  giftTimeLimit: maybe(number()),
  /** Added: the user is logged in; the funnel shows the login prompt otherwise. */
  loggedIn: flag(),
  /** Added: the server granted the staff preview (admin/README.md): the pages say so, and no order is taken. */
  preview: flag(),
});

/** The form data of the initial load. */
export type FormData = Infer<typeof formData>;
