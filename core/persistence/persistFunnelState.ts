import type { FlowFlags } from '../funnel/FlowFlags.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { takeSnapshot } from './funnelStateSnapshot.ts';
import { paymentSession } from './paymentSessionStorage.ts';
import { compressState } from './stateCompression.ts';

/**
 * Saves the whole order state on the server under the form token (platform.md section 4, "External
 * payment return"): snapshot, JSON, deflate, POST storedData; the token goes to session storage
 * `oscDataToken` so the return page of this tab finds the state again. `flags` are saved over the
 * store's (the order's creation is saved before the store's flag moves the page on).
 */
export async function persistFunnelState(
  context: FunnelContext,
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  flags: Partial<FlowFlags> = {},
): Promise<void> {
  const snapshot = takeSnapshot(context.store, context.plugins);
  snapshot.flags = { ...snapshot.flags, ...flags };
  await context.api.postStoredData(compressState(JSON.stringify(snapshot)));
  paymentSession.writeToken(snapshot.formData.token, storage);
}
