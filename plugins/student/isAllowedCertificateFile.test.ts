import { describe, expect, it } from 'vitest';
import { isAllowedCertificateFile } from './isAllowedCertificateFile.ts';

describe('isAllowedCertificateFile', () => {
  it.each(['bescheinigung.pdf', 'scan.jpg', 'scan.jpeg', 'scan.png', 'scan.gif', 'SCAN.PDF', 'Scan.JpEg', 'a.b.png'])(
    'accepts %s',
    (name) => {
      expect(isAllowedCertificateFile(name)).toBe(true);
    },
  );

  it.each(['scan.bmp', 'scan.pdf.exe', 'scan.tiff', 'scanpdf', 'scan.', 'scan.pd f', ''])('rejects %j', (name) => {
    expect(isAllowedCertificateFile(name)).toBe(false);
  });
});
