import type { Address } from '../../core/api/entities/address.ts';
import type { PaymentData } from '../../core/api/entities/paymentData.ts';

/** A seeded business partner (customer number) of a tenant. */
export interface SeedPartner {
  readonly gpNr: string;
  readonly tenant: string;
  readonly status: 'active' | 'locked' | 'archived';
  readonly business: boolean;
  readonly lastName: string;
  readonly address: Address;
  readonly paymentData?: PaymentData;
  readonly mmNumber?: string;
  readonly csvPending?: boolean;
  readonly sapUnavailable?: boolean;
  /** Products with an active subscription. */
  readonly subscriptions?: readonly string[];
  /** Products whose trial the partner already used. */
  readonly usedTrials?: readonly string[];
}

/** A seeded login account, optionally linked to a partner. */
export interface SeedAccount {
  readonly login: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly gpNr?: string;
  /** The situation a tester picks on the login page. */
  readonly situation: string;
}
