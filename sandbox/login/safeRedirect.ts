/** The redirect target if it is a path of this origin, else `fallback` (the order page by default). */
export function safeRedirect(value: string | null | undefined, fallback = '/neubestellung/abo/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}
