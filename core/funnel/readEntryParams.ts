import type { EntryParams } from './EntryParams.ts';
import { entryParamNames } from './EntryParams.ts';

const maxLength = 2000;

/**
 * Reads the entry parameters from the query string; parameters absent from the query are taken
 * from the cookie's copy, so a return from the login keeps the campaign. A new campaign id or
 * offer id in the query replaces the remembered campaign as a whole.
 */
export function readEntryParams(search: string, remembered: EntryParams = {}): EntryParams {
  const query = new URLSearchParams(search);
  const fromQuery: Record<string, string> = {};
  for (const name of entryParamNames) {
    const value = query.get(name)?.trim();
    if (value) fromQuery[name] = value.slice(0, maxLength);
  }
  const newCampaign = 'wa' in fromQuery || 'oid' in fromQuery;
  const base: EntryParams = newCampaign ? { tenant: remembered.tenant } : remembered;
  const merged: Record<string, string> = {};
  for (const name of entryParamNames) {
    const value = fromQuery[name] ?? base[name];
    if (value) merged[name] = value;
  }
  return merged as EntryParams;
}
