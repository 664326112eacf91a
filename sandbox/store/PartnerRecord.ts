import type { Addresses } from '../../core/api/entities/addresses.ts';
import type { PaymentData } from '../../core/api/entities/paymentData.ts';

/** A stored business partner (customer number). */
export interface PartnerRecord {
  readonly gpNr: string;
  readonly tenant: string;
  readonly status: string;
  readonly business: boolean;
  readonly lastName: string;
  readonly addresses: Addresses;
  readonly paymentData: PaymentData | null;
  readonly mmNumber: string | null;
  readonly district: string | null;
  readonly csvPending: boolean;
  readonly sapUnavailable: boolean;
}
