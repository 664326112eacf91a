const storageKey = 'aboflowConnectDraft';

/**
 * What the reader typed into the connect-customer-number form, kept across the page reload or
 * the login round trip that follows a submit: `wrongNumber` after the server answered
 * WRONG_GP_NUMBER (the pair stays marked invalid until the reader changes it), `login` when a
 * visitor submitted and was sent to log in first, `serverError` when the call failed and the reader
 * comes back from the server error page ("Erneut versuchen") to send the pair again.
 */
export interface ConnectDraft {
  readonly gpNr: string;
  readonly name: string;
  readonly reason: 'wrongNumber' | 'login' | 'serverError';
}

/** Keeps the connect form's draft in session storage; `take` reads and forgets it, so it is used once. */
export const connectDraftStorage = {
  write(storage: Pick<Storage, 'setItem'>, draft: ConnectDraft): void {
    storage.setItem(storageKey, JSON.stringify(draft));
  },
  take(storage: Pick<Storage, 'getItem' | 'removeItem'>): ConnectDraft | undefined {
    const text = storage.getItem(storageKey);
    storage.removeItem(storageKey);
    try {
      const value: unknown = text === null ? undefined : JSON.parse(text);
      if (typeof value !== 'object' || value === null) return undefined;
      const { gpNr, name, reason } = value as Record<string, unknown>;
      if (typeof gpNr !== 'string' || typeof name !== 'string' || (reason !== 'wrongNumber' && reason !== 'login' && reason !== 'serverError')) return undefined;
      return { gpNr: gpNr.slice(0, 10), name: name.slice(0, 35), reason };
    } catch {
      return undefined;
    }
  },
};
