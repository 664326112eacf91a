import { array, boolean, object, pattern, size, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { addressesInput } from './addressesInput.ts';
import { boundedText } from './boundedText.ts';
import { giftTimeLimit } from './giftTimeLimit.ts';
import { isoDate } from './isoDate.ts';
import { maybe } from './maybe.ts';
import { mrzInput } from './mrzInput.ts';
import { orderRole } from './orderRole.ts';
import { paymentDataInput } from './paymentDataInput.ts';
import { paymentMethodKey } from './paymentMethodKey.ts';
import { voucherCodeInput } from './voucherCode.ts';

/**
 * The body of order/create (funnel.md section 3). It never carries a price: the service computes
 * it. `addresses` are the subscriber's own addresses for a standard order. A gift order adds
 * recipientAddresses, purchaserAddresses, loggedInCustomerRole (recipient or purchaser) and
 * timeLimit; an lwl order adds purchaserAddresses, agentAddresses, agentPaymentData (SEPA for the
 * bonus payout) and loggedInCustomerRole (purchaser or agent). An order with a cash bonus outside
 * lwl adds cashBonusPaymentData, the account the bonus is paid out to, which may differ from the
 * payment account in purchaserPaymentData.
 */
export const orderRequest = object({
  salesCampaignId: boundedText(40),
  /** Random order id (20 characters in the front end); the same id never creates two orders. */
  paymentUniqueId: size(string(), 8, 64),
  paymentMethodKey: maybe(paymentMethodKey),
  purchaserPaymentData: maybe(paymentDataInput),
  /**
   * Added (not in funnel.md): the payment-service process that paid a card or PayPal order (its init answer's
   * processId). The service takes the card, PayPal code and transaction from that process, never from
   * purchaserPaymentData, and lets one process pay one order (docs/security.md, "Security model").
   */
  paymentProcessId: maybe(size(string(), 1, 128)),
  addresses: maybe(addressesInput),
  /** Customer number entered in the form; sent only when valid (10 digits). */
  gpNr: maybe(pattern(string(), /^\d{10}$/)),
  advertisingMedium: maybe(boundedText(40)),
  contactNumber: maybe(boundedText(40)),
  crmCampaign: maybe(boundedText(40)),
  /** True while the address is not complete (orders without address). */
  dummyAddress: maybe(boolean()),
  pva: maybe(boundedText(10)),
  /** Start date, ISO yyyy-MM-dd. */
  validFrom: maybe(isoDate()),
  mailAdvertEnabled: maybe(boolean()),
  telAdvertEnabled: maybe(boolean()),
  studentEnrollmentCertificateUploadId: maybe(boundedText(64)),
  trackingId: maybe(boundedText(100)),
  /** ISO yyyy-MM-dd. */
  birthDate: maybe(isoDate()),
  mrz: maybe(mrzInput),
  bonusMatNrs: maybe(size(array(boundedText(40)), 0, 20)),
  mmNumber: maybe(pattern(string(), /^\d{1,20}$/)),
  recipientAddresses: maybe(addressesInput),
  purchaserAddresses: maybe(addressesInput),
  agentAddresses: maybe(addressesInput),
  agentPaymentData: maybe(paymentDataInput),
  /** Added (not in funnel.md): SEPA data of the cash-bonus payout, owner the purchaser; the checked IBAN even when the reader pays another way. */
  cashBonusPaymentData: maybe(paymentDataInput),
  loggedInCustomerRole: maybe(orderRole),
  timeLimit: maybe(giftTimeLimit),
  /** Added (not in funnel.md): a code the reader redeems; the service prices with it (docs/vouchers.md, "Voucher codes"). */
  voucherCode: maybe(voucherCodeInput),
});

/** The body of order/create. */
export type OrderRequest = Infer<typeof orderRequest>;
