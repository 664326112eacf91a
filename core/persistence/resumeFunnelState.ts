import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { applySnapshot, checkSnapshot } from './funnelStateSnapshot.ts';
import { paymentSession } from './paymentSessionStorage.ts';
import { decompressState } from './stateCompression.ts';

/** What resuming a saved order found. */
export type ResumeOutcome =
  | { readonly kind: 'restored' }
  /** No token in this tab or nothing stored under it: a fresh browser, another tab, an expired state. */
  | { readonly kind: 'noSavedOrder' }
  /** Something was stored but it is not a state this app wrote for this tab: tampered, foreign or too large. */
  | { readonly kind: 'refused'; readonly detail: string };

/**
 * Fetches the state saved under this tab's `oscDataToken`, inflates it within its byte limit,
 * checks it against the state schema and the plugins' slice schemas, makes sure it belongs to
 * the token it was fetched with, and restores it into the store.
 */
export async function resumeFunnelState(context: FunnelContext, storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): Promise<ResumeOutcome> {
  const token = paymentSession.readToken(storage);
  if (!token) return { kind: 'noSavedOrder' };
  const text = await context.api.getStoredData();
  if (text === undefined) return { kind: 'noSavedOrder' };
  const inflated = decompressState(text);
  if ('failure' in inflated) return { kind: 'refused', detail: `stored state: ${inflated.failure}` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(inflated.json);
  } catch {
    return { kind: 'refused', detail: 'stored state: not JSON' };
  }
  const checked = checkSnapshot(parsed, context.plugins);
  if ('refusal' in checked) return { kind: 'refused', detail: `${checked.refusal.reason}: ${checked.refusal.detail}` };
  if (checked.snapshot.formData.token.content.random !== token.content.random) return { kind: 'refused', detail: 'the state belongs to another form token' };
  if (checked.snapshot.entry.tenant !== undefined && checked.snapshot.entry.tenant !== context.tenant.key) {
    return { kind: 'refused', detail: 'the state belongs to another tenant' };
  }
  applySnapshot(context.store, checked.snapshot);
  return { kind: 'restored' };
}
