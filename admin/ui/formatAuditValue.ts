/** An audit value as plain text: strings as they are, empty values as "(leer)", the rest as JSON; long values cut. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(leer)';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}
