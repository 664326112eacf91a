import type { PaymentInitRequest } from '../../core/api/paymentService.ts';

/** The four processes of the payment service (platform.md section 7). */
export type PaymentProcessKind = 'cardCheck' | 'cardAgreement' | 'cardOneOff' | 'payPalAgreement';

/** Where a process stands: started, or finished on the provider page. */
export type PaymentProcessStatus = 'pending' | 'approved' | 'declined' | 'cancelled' | 'failed';

/** One process of the payment service as the sandbox keeps it. */
export interface PaymentProcess {
  readonly processId: string;
  readonly kind: PaymentProcessKind;
  readonly tenant: string;
  readonly tokenRandom: string;
  /** The campaign of the form token the process was started under. */
  readonly salesCampaignId: string | undefined;
  /** A one-off payment's amount, computed by the service from the campaign's price (never the body's). */
  readonly amountInCent: number | undefined;
  readonly contextToken: string;
  readonly request: PaymentInitRequest;
  readonly status: PaymentProcessStatus;
  /** The result body the result call answers once approved or declined. */
  readonly result: Record<string, unknown> | undefined;
  readonly serviceTicket: string | undefined;
}
