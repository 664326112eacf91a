type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Session storage key of the order as this tab last showed it on the payment or check page. */
const orderKey = 'aboflowOrder';

/** Session storage key that says a kept order was discarded, until the page that tells the reader has asked. */
const discardedKey = 'aboflowOrderDiscarded';

/**
 * The order kept in this tab so that a reload of the payment or check page finds it again (docs/decisions.md,
 * "Reload keeps the order"): session storage, so no other tab and no later visit sees it. Only the storage here;
 * `keepOrderInTab` writes it and `resumeFunnelState` checks and restores it. The tab keeps a token of its order from the
 * initial load on (`oscDataToken`), so a page that finds no token has no kept order either.
 */
export const tabOrderStorage = {
  write(json: string, storage: SessionStorageLike = window.sessionStorage): void {
    try {
      storage.setItem(orderKey, json);
    } catch {
      // A full or disabled storage costs the reload its order, never the order itself.
    }
  },

  read(storage: Pick<Storage, 'getItem'> = window.sessionStorage): string | undefined {
    return storage.getItem(orderKey) ?? undefined;
  },

  clear(storage: SessionStorageLike = window.sessionStorage): void {
    storage.removeItem(orderKey);
  },

  /** Drops the kept order because it no longer fits this release, and leaves the note that the reader is told so. */
  discard(storage: SessionStorageLike = window.sessionStorage): void {
    storage.removeItem(orderKey);
    storage.setItem(discardedKey, '1');
  },

  /** Whether a kept order was discarded since the last time this was asked; asking clears it. */
  takeDiscardedNote(storage: SessionStorageLike = window.sessionStorage): boolean {
    const discarded = storage.getItem(discardedKey) === '1';
    if (discarded) storage.removeItem(discardedKey);
    return discarded;
  },
};
