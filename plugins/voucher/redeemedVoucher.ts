import type { FunnelContext } from '../../core/index.ts';
import { type VoucherState, voucherState } from './VoucherState.ts';

/** The code the reader redeemed in this order, or undefined (a restored state passed its schema). */
export function redeemedVoucher(context: Pick<FunnelContext, 'store'>): VoucherState | undefined {
  return voucherState.read(context.store);
}
