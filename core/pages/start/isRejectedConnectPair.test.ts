import { describe, expect, it } from 'vitest';
import { validateConnectForm } from '../../orderForm/validateConnectForm.ts';
import { isRejectedConnectPair } from './isRejectedConnectPair.ts';

const rejected = { gpNr: '3000000101', name: 'Schmid' };

describe('isRejectedConnectPair', () => {
  it('marks the pair the server rejected, so the connect form shows "Keine gültigen Daten" for it', () => {
    const values = { gpNr: ' 3000000101 ', name: 'Schmid', agbCheckBox: true };
    expect(isRejectedConnectPair(values, rejected)).toBe(true);
    expect(validateConnectForm(values, '3', isRejectedConnectPair(values, rejected))).toEqual({ gpNr: 'Keine gültigen Daten' });
  });

  it('lets a changed number or name through, and everything without a rejection', () => {
    expect(isRejectedConnectPair({ gpNr: '3000000102', name: 'Schmid' }, rejected)).toBe(false);
    expect(isRejectedConnectPair({ gpNr: '3000000101', name: 'Schmidt' }, rejected)).toBe(false);
    expect(isRejectedConnectPair({ gpNr: '3000000101', name: 'Schmid' }, undefined)).toBe(false);
    const corrected = { gpNr: '3000000101', name: 'Schmidt', agbCheckBox: true };
    expect(validateConnectForm(corrected, '3', isRejectedConnectPair(corrected, rejected))).toEqual({});
  });
});
