import type { OrderRequest } from '../../core/api/entities/orderRequest.ts';
import type { PaymentDataInput } from '../../core/api/entities/paymentDataInput.ts';
import { isOrderRecurring } from '../../core/pricing/isOrderRecurring.ts';
import type { PaymentProcess } from '../payment/PaymentProcess.ts';
import { paymentProcessStore } from '../payment/paymentProcessStore.ts';
import type { ApiRequest } from '../server/ApiRequest.ts';
import { apiFailure } from '../server/apiFailure.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import type { CampaignRecord } from '../store/CampaignRecord.ts';
import type { PartnerRecord } from '../store/loadPartner.ts';

/** What pays an order, as the service decided it. */
export interface OrderPayment {
  /** The payment-service process that paid a card or PayPal order; null for SEPA, invoice, a free order or saved data. */
  readonly processId: string | null;
  /** The one-off payment's transaction (platform.md section 3, paymentData.txId). */
  readonly transactionId: string | null;
  /** The payment data the order is stored with: for card and PayPal the process's (or the customer's saved) data. */
  readonly purchaserPaymentData: PaymentDataInput | null;
}

/** What the order's payment is checked against. */
export interface OrderPaymentInput {
  readonly order: OrderRequest;
  readonly request: Pick<ApiRequest, 'tenant' | 'token'>;
  readonly campaign: CampaignRecord;
  /** The logged-in customer, whose saved payment data (not the body's) may pay. */
  readonly partner: PartnerRecord | undefined;
  /** The order's price in cents, as the service computed it. */
  readonly priceInCent: number;
  /** The order is paid once (no billing frequency): it never recurs. */
  readonly paidOnce: boolean;
  readonly now: Date;
}

const methodOfKey = { Q: 'card', P: 'paypal' } as const;
const kindsOfKey = { Q: ['cardAgreement', 'cardOneOff'], P: ['payPalAgreement'] } as const;

const notPaid = (message: string) => apiFailure(402, 'PAYMENT_NOT_APPROVED', { message });

/**
 * The payment data a process's result gives: the card or the PayPal code, with the order's billing frequency and, as
 * a label only, the card name the shop shows.
 */
function processPaymentData(process: PaymentProcess, body: PaymentDataInput | null | undefined): PaymentDataInput {
  const billingFrequency = body?.billingFrequency ?? null;
  const result = process.result ?? {};
  if (process.kind === 'payPalAgreement') {
    const billingData = result.billingData as { userId?: unknown } | undefined;
    return { paymentMethod: 'paypal', payPalCode: String(billingData?.userId ?? ''), billingFrequency };
  }
  return {
    paymentMethod: 'card',
    creditCardPayment: true,
    pseudoCardPan: String(result.pseudocardpan ?? ''),
    truncatedCardPan: String(result.truncatedcardpan ?? ''),
    ccIns: String(result.cardtype ?? ''),
    validUntil: String(result.cardexpiredate ?? ''),
    displayCCName: body?.displayCCName ?? null,
    billingFrequency,
  };
}

function transactionOf(process: PaymentProcess): string | null {
  const paymentData = process.result?.paymentData as { txId?: unknown } | undefined;
  return typeof paymentData?.txId === 'string' ? paymentData.txId : null;
}

/**
 * Which payment pays an order (docs/security.md, "Security model"; the browser's payment data is a request, never a fact). A
 * card (Q) or PayPal (P) order names `paymentProcessId`: a process of the method's kind, started under this order's
 * form token (so its tenant and campaign), approved on the provider's page, and not yet used by another order; a
 * one-off card payment pays only an order that does not recur and costs exactly the amount the provider approved.
 * Card, PayPal code and transaction are then the process's. Without a process, a logged-in customer's saved payment
 * data of that method pays (from the customer record, not the body). SEPA and invoice orders name no process.
 * Refusals: 400 INVALID_BODY, 402 PAYMENT_NOT_APPROVED, 403 PROCESS_OF_ANOTHER_ORDER, 409 PAYMENT_PROCESS_USED or
 * PAYMENT_AMOUNT_MISMATCH.
 */
export function orderPayment(context: SandboxContext, input: OrderPaymentInput): OrderPayment {
  const { order, campaign } = input;
  const key = order.paymentMethodKey;
  const billingFrequency = order.purchaserPaymentData?.billingFrequency ?? null;
  if (key !== 'Q' && key !== 'P') {
    if (order.paymentProcessId) {
      throw apiFailure(400, 'INVALID_BODY', { fields: [{ path: 'paymentProcessId', message: 'only a card or PayPal order names a payment process' }] });
    }
    return { processId: null, transactionId: null, purchaserPaymentData: order.purchaserPaymentData ?? null };
  }
  if (!order.paymentProcessId) {
    const saved = input.partner?.paymentData;
    if (saved?.paymentMethod === methodOfKey[key]) {
      return { processId: null, transactionId: null, purchaserPaymentData: { ...saved, billingFrequency } as PaymentDataInput };
    }
    throw notPaid('A card or PayPal order names the approved payment process that paid it (paymentProcessId).');
  }
  const process = paymentProcessStore.load(context.db, order.paymentProcessId);
  if (!process) throw notPaid('No such payment process.');
  const tokenRandom = input.request.token?.content.random;
  if (process.tenant !== input.request.tenant || process.tokenRandom !== tokenRandom || process.salesCampaignId !== campaign.id) {
    throw apiFailure(403, 'PROCESS_OF_ANOTHER_ORDER');
  }
  if (!(kindsOfKey[key] as readonly string[]).includes(process.kind)) throw notPaid(`A ${process.kind} process does not pay a ${methodOfKey[key]} order.`);
  if (process.status !== 'approved') throw notPaid(`The payment process is ${process.status}.`);
  if (process.kind === 'cardOneOff') {
    const recurring = !input.paidOnce && isOrderRecurring({
      printProductType: campaign.view.printProductType,
      showStartDate: campaign.view.showStartDate === true,
      recurring: campaign.view.recurring === true,
      startDate: order.validFrom,
      now: input.now,
    });
    if (recurring) throw notPaid('A recurring order needs a card agreement, not a one-off payment.');
    if (process.amountInCent !== input.priceInCent) {
      throw apiFailure(409, 'PAYMENT_AMOUNT_MISMATCH', { message: `The payment was for ${process.amountInCent ?? 0} cents; the order costs ${input.priceInCent}.` });
    }
  }
  if (context.db.prepare('SELECT 1 FROM orders WHERE payment_process_id = ?').get(process.processId)) {
    throw apiFailure(409, 'PAYMENT_PROCESS_USED');
  }
  return { processId: process.processId, transactionId: transactionOf(process), purchaserPaymentData: processPaymentData(process, order.purchaserPaymentData) };
}
