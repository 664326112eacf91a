/** The redirect target if it is a path of this origin, else the order page. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/neubestellung/abo/';
  return value;
}
