import { resolveRedirect } from './resolveRedirect.ts';

/** The redirect target as a path of this origin ({@link resolveRedirect}), else `fallback` (the order page by default). */
export function safeRedirect(value: string | null | undefined, fallback = '/neubestellung/abo/', ownOrigin?: string): string {
  return resolveRedirect(value, ownOrigin) ?? fallback;
}
