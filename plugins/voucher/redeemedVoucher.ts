import { type FunnelContext, readPluginState } from '../../core/index.ts';
import { type VoucherState, voucherStateKey } from './VoucherState.ts';

/** The code the reader redeemed in this order, or undefined (a restored state passed its schema already). */
export function redeemedVoucher(context: Pick<FunnelContext, 'store'>): VoucherState | undefined {
  const state = readPluginState<Partial<VoucherState> | undefined>(context.store, voucherStateKey, undefined);
  return typeof state?.code === 'string' ? (state as VoucherState) : undefined;
}
