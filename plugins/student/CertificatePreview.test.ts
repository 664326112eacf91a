import { describe, expect, it } from 'vitest';
import { formatFileSize } from './CertificatePreview.tsx';

describe('formatFileSize', () => {
  it.each([
    [10, '1 KB'],
    [500 * 1024, '500 KB'],
    [421_888, '412 KB'],
    [3_040_000, '2,9 MB'],
  ])('%i bytes read %j', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
