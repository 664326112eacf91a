import { describe, expect, it } from 'vitest';
import { formatAuditValue } from './AuditLogTable.tsx';

describe('formatAuditValue', () => {
  it('names empty values and booleans in German and keeps strings as they are', () => {
    expect(formatAuditValue(null)).toBe('(leer)');
    expect(formatAuditValue('')).toBe('(leer)');
    expect(formatAuditValue(true)).toBe('ja');
    expect(formatAuditValue(false)).toBe('nein');
    expect(formatAuditValue('<b>Text</b>')).toBe('<b>Text</b>');
  });

  it('writes lists and objects as JSON and cuts long values', () => {
    expect(formatAuditValue(['DE', 'AT'])).toBe('["DE","AT"]');
    expect(formatAuditValue('x'.repeat(300))).toHaveLength(160);
  });
});
