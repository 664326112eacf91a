const storageKey = 'aboflowLoginRedirect';
const guardMilliseconds = 30_000;

/**
 * The login redirect guard (platform.md section 4): a timestamp in session storage; a new redirect
 * to the login is allowed once 30 seconds have passed, so a failing login cannot loop the browser.
 */
export const loginRedirectGuard = {
  mayRedirect(storage: Pick<Storage, 'getItem'>, now: number): boolean {
    const last = Number(storage.getItem(storageKey));
    return !Number.isFinite(last) || last <= 0 || now - last >= guardMilliseconds;
  },
  remember(storage: Pick<Storage, 'setItem'>, now: number): void {
    storage.setItem(storageKey, String(now));
  },
};
