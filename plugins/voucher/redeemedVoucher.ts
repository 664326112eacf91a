import { is } from 'superstruct';
import { type FunnelContext, readPluginState } from '../../core/index.ts';
import { type VoucherState, voucherStateKey, voucherStateSchema } from './VoucherState.ts';

/** The code the reader redeemed in this order, or undefined. */
export function redeemedVoucher(context: Pick<FunnelContext, 'store'>): VoucherState | undefined {
  const state = readPluginState<unknown>(context.store, voucherStateKey, undefined);
  return is(state, voucherStateSchema) ? state : undefined;
}
