import type { ConnectUserResult } from '../../api/connectUser.ts';

const storageKey = 'aboflowConnectResult';

/** Keeps the connect result across the page reload that follows every result (platform.md section 4). */
export const connectResultStorage = {
  write(storage: Pick<Storage, 'setItem'>, result: ConnectUserResult): void {
    storage.setItem(storageKey, result);
  },
  /** Reads and forgets the result, so it shows once. */
  take(storage: Pick<Storage, 'getItem' | 'removeItem'>): ConnectUserResult | undefined {
    const value = storage.getItem(storageKey);
    storage.removeItem(storageKey);
    const known: readonly string[] = ['SUCCESS', 'SUCCESS_CSV', 'HAS_SUID', 'NO_GP_NUMBER', 'GP_LOCKED', 'FAILURE', 'WRONG_GP_NUMBER'];
    return value && known.includes(value) ? (value as ConnectUserResult) : undefined;
  },
};
