import { validate } from 'superstruct';
import { formToken, type FormToken } from '../api/entities/formToken.ts';

/** Session storage key of the form token the saved state is kept under (platform.md section 9). */
export const oscDataTokenKey = 'oscDataToken';

/** Cookie that carries the payment process id across the provider's pages (platform.md section 9). */
const processIdCookieName = 'processId';

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * What a payment round trip keeps in the browser: the form token in session storage (so only
 * this tab resumes the order) and the process id in a session cookie.
 */
export const paymentSession = {
  writeToken(token: FormToken, storage: SessionStorageLike = window.sessionStorage): void {
    storage.setItem(oscDataTokenKey, JSON.stringify(token));
  },

  /** The kept token, or undefined when there is none or it was changed. */
  readToken(storage: SessionStorageLike = window.sessionStorage): FormToken | undefined {
    const text = storage.getItem(oscDataTokenKey);
    if (!text) return undefined;
    try {
      const [error, token] = validate(JSON.parse(text), formToken);
      return error ? undefined : token;
    } catch {
      return undefined;
    }
  },

  clearToken(storage: SessionStorageLike = window.sessionStorage): void {
    storage.removeItem(oscDataTokenKey);
  },

  processIdCookie(processId: string, secure: boolean): string {
    return `${processIdCookieName}=${encodeURIComponent(processId)}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  },

  readProcessId(cookieHeader: string): string | undefined {
    for (const part of cookieHeader.split(';')) {
      const [name, ...value] = part.trim().split('=');
      if (name === processIdCookieName) return decodeURIComponent(value.join('=')) || undefined;
    }
    return undefined;
  },
};

/**
 * Whether this tab kept a form token for a payment round trip, without reading it: mountApp asks before it begins a
 * restore, which reads and checks the token itself (a function of its own, so the Start route carries only this).
 */
export function hasKeptToken(storage: Pick<Storage, 'getItem'> = window.sessionStorage): boolean {
  return Boolean(storage.getItem(oscDataTokenKey));
}
