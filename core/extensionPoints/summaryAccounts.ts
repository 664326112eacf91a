import { func, type } from 'superstruct';
import type { PaymentDataInput } from '../api/entities/paymentDataInput.ts';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { contributionShapes } from './contributionShapes.ts';

/** A bank account of the order besides the payment account, shown on the verification page before the binding order. */
export interface SummaryAccount {
  readonly id: string;
  readonly order?: number;
  /** The block's heading, German (e.g. 'Konto für Ihre Barprämie'), worded by the plugin through its i18next namespace. */
  readonly heading: (context: FunnelContext) => string;
  /** The account as the order sends it; null or undefined shows nothing. */
  readonly account: (context: FunnelContext) => PaymentDataInput | null | undefined;
}

/** Summary accounts, the further accounts of the order for the verification page (the payout accounts plugins add). */
export const summaryAccounts = defineExtensionPoint<SummaryAccount>({
  id: 'summaryAccounts',
  shape: type({ ...contributionShapes.identified, heading: func(), account: func() }),
  defaultOrder: 100,
});
