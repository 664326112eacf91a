import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { applySnapshot, checkSnapshot } from './funnelStateSnapshot.ts';
import { paymentSession } from './paymentSessionStorage.ts';
import { tabOrderStorage } from './tabOrderStorage.ts';
import type { FormToken } from '../api/entities/formToken.ts';

/** What resuming a saved order found. */
export type ResumeOutcome =
  | { readonly kind: 'restored' }
  /** No token in this tab or nothing stored under it: a fresh browser, another tab, an expired state. */
  | { readonly kind: 'noSavedOrder' }
  /** Something was stored but it is not a state this app wrote for this tab: tampered, foreign or too large. */
  | { readonly kind: 'refused'; readonly detail: string };

/** Parses and checks a kept state and puts it into the store, or says why it does not fit. */
function restore(
  context: FunnelContext,
  json: string,
  token: FormToken | undefined,
  source: string,
): Exclude<ResumeOutcome, { kind: 'noSavedOrder' }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { kind: 'refused', detail: `${source}: not JSON` };
  }
  const checked = checkSnapshot(parsed, context.plugins);
  if ('refusal' in checked) return { kind: 'refused', detail: `${source}: ${checked.refusal.reason}: ${checked.refusal.detail}` };
  if (token && checked.snapshot.formData.token.content.random !== token.content.random)
    return { kind: 'refused', detail: `${source}: the state belongs to another form token` };
  if (checked.snapshot.entry.tenant !== undefined && checked.snapshot.entry.tenant !== context.tenant.key) {
    return { kind: 'refused', detail: `${source}: the state belongs to another tenant` };
  }
  applySnapshot(context.store, checked.snapshot);
  return { kind: 'restored' };
}

/**
 * Restores this tab's order. A reload of the payment or check page (`from: 'keptFirst'`) takes the copy the tab kept
 * itself while the reader was there (docs/decisions.md, "Reload keeps the order") before the state saved on the server;
 * a provider's return (the default) takes the server's, as platform.md section 4 says. The server's state is fetched
 * under this tab's `oscDataToken` and inflated within its byte limit. Either is checked against the state schema and
 * the plugins' state schemas and must belong to this tab's token and tenant. A kept copy that no longer fits (a new
 * release changed the state's shape, or it was changed by hand) is discarded and the page says so
 * (`ResumeSavedOrder`); nothing is half restored.
 */
export async function resumeFunnelState(
  context: FunnelContext,
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  from: 'keptFirst' | 'server' = 'server',
): Promise<ResumeOutcome> {
  const token = paymentSession.readToken(storage);
  const kept = from === 'keptFirst' ? tabOrderStorage.read(storage) : undefined;
  if (kept !== undefined) {
    const outcome = restore(context, kept, token, 'kept state');
    if (outcome.kind === 'restored') return outcome;
    tabOrderStorage.discard(storage);
    console.warn('aboflow: the order kept in this tab was discarded', outcome.detail);
  }
  if (!token) return { kind: 'noSavedOrder' };
  const text = await context.api.getStoredData();
  if (text === undefined) return { kind: 'noSavedOrder' };
  // Only the server's copy is deflated: a reload restores the tab's plain copy without waiting for pako's code.
  const { decompressState } = await import(/* webpackChunkName: "return-state-inflate" */ './stateCompression.ts');
  const inflated = decompressState(text);
  if ('failure' in inflated) return { kind: 'refused', detail: `stored state: ${inflated.failure}` };
  return restore(context, inflated.json, token, 'stored state');
}
