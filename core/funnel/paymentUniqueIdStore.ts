import { createPaymentUniqueId } from '../payment/createPaymentUniqueId.ts';
import type { FunnelStore } from './FunnelStore.ts';

const storageKey = 'aboflowPaymentUniqueId';
const idPattern = /^[A-Za-z0-9]{20}$/;

function readStored(storage: Pick<Storage, 'getItem'>, salesCampaignId: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return undefined;
    const record = parsed as Record<string, unknown>;
    if (record.salesCampaignId !== salesCampaignId || typeof record.id !== 'string' || !idPattern.test(record.id)) return undefined;
    return record.id;
  } catch {
    return undefined;
  }
}

/**
 * The paymentUniqueId of the current order attempt (funnel.md sections 3 and 9):
 * made once, then kept in the store and in session storage under the campaign's id, so that a
 * double click, a reload or a retry sends the same id and the order service never creates a
 * second order. A different campaign gets an id of its own.
 */
export const paymentUniqueIdStore = {
  /** The kept id of this campaign's order attempt, made (20 characters) and kept when there is none. */
  obtain(
    store: FunnelStore,
    storage: Pick<Storage, 'getItem' | 'setItem'>,
    salesCampaignId: string,
    create: () => string = createPaymentUniqueId,
  ): string {
    const inStore = store.paymentUniqueId.value;
    const id = (inStore && idPattern.test(inStore) ? inStore : undefined) ?? readStored(storage, salesCampaignId) ?? create();
    store.paymentUniqueId.value = id;
    try {
      storage.setItem(storageKey, JSON.stringify({ salesCampaignId, id }));
    } catch {
      // Storage may be full or blocked; the store still keeps the id for this page load.
    }
    return id;
  },
  /**
   * Ends the order attempt once its order exists: the kept copy is removed, so a later, genuinely new
   * order of the same campaign in this tab gets a new id (the created order itself is answered from
   * the store and is never posted again).
   */
  release(storage: Pick<Storage, 'removeItem'>): void {
    try {
      storage.removeItem(storageKey);
    } catch {
      // Blocked storage kept nothing to remove.
    }
  },
};
