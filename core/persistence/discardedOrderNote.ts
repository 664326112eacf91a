type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Session storage key that tells Start a kept order was discarded, so it says so once. */
const discardedKey = 'aboflowOrderDiscarded';

/**
 * The note a discarded kept order leaves for Start (docs/decisions.md, "Reload keeps the order"); apart from
 * `tabOrderStorage` because Start's first load carries only this.
 */
export const discardedOrderNote = {
  leave(storage: SessionStorageLike = window.sessionStorage): void {
    storage.setItem(discardedKey, '1');
  },

  /** Whether an order was discarded since Start last asked; asking clears it. */
  take(storage: SessionStorageLike = window.sessionStorage): boolean {
    const discarded = storage.getItem(discardedKey) === '1';
    if (discarded) storage.removeItem(discardedKey);
    return discarded;
  },
};
