import type { EntryParams } from './EntryParams.ts';
import { entryParamNames } from './EntryParams.ts';

const cookieName = 'osc3';
const oneDayInSeconds = 24 * 60 * 60;

/** The osc3 cookie that keeps the entry parameters for one day (funnel.md section 9). */
export const entryCookie = {
  read(cookieHeader: string): EntryParams {
    const raw = cookieHeader
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${cookieName}=`));
    if (!raw) return {};
    try {
      const parsed: unknown = JSON.parse(decodeURIComponent(raw.slice(cookieName.length + 1)));
      if (!parsed || typeof parsed !== 'object') return {};
      const result: Record<string, string> = {};
      for (const name of entryParamNames) {
        const value = (parsed as Record<string, unknown>)[name];
        if (typeof value === 'string' && value !== '') result[name] = value;
      }
      return result as EntryParams;
    } catch {
      return {};
    }
  },
  /** The Set-Cookie text: one day, secure, path /, SameSite Lax. */
  serialize(params: EntryParams, secure: boolean): string {
    const value = encodeURIComponent(JSON.stringify(params));
    return `${cookieName}=${value}; Max-Age=${oneDayInSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  },
};
