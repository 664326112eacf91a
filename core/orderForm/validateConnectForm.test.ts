import { describe, expect, it } from 'vitest';
import { validateConnectForm } from './validateConnectForm.ts';

const valid = { gpNr: '2000000001', name: 'Li', agbCheckBox: true };

describe('validateConnectForm', () => {
  it('accepts a valid form', () => {
    expect(validateConnectForm(valid, '2', false)).toEqual({});
  });
  it('reports every field of an empty form', () => {
    expect(validateConnectForm({}, '2', false)).toEqual({
      gpNr: 'Keine gültigen Daten',
      name: 'Bitte geben Sie Ihren Namen ein (mindestens 2 Zeichen).',
      agbCheckBox: 'Bitte Akzeptieren Sie die AGB',
    });
  });
  it.each([['200000000'], ['20000000011'], ['3000000001'], ['20000a0001']])('refuses the customer number %s', (gpNr) => {
    expect(validateConnectForm({ ...valid, gpNr }, '2', false)).toEqual({ gpNr: 'Keine gültigen Daten' });
  });
  it('uses the tenant first digit', () => {
    expect(validateConnectForm({ ...valid, gpNr: '3000000001' }, '3', false)).toEqual({});
  });
  it('is invalid when the server reported a wrong number', () => {
    expect(validateConnectForm(valid, '2', true)).toEqual({ gpNr: 'Keine gültigen Daten' });
  });
  it('needs a name of at least 2 characters', () => {
    expect(validateConnectForm({ ...valid, name: ' L ' }, '2', false).name).toBe('Bitte geben Sie Ihren Namen ein (mindestens 2 Zeichen).');
  });
});

describe('validateConnectForm: characters the server refuses', () => {
  it('marks a name with a line break or bidi mark at the name field', () => {
    expect(validateConnectForm({ gpNr: '2000000001', name: 'Schmidt\r\n', agbCheckBox: true }, '2', false).name).toMatch(/Steuerzeichen/);
    expect(validateConnectForm({ gpNr: '2000000001', name: 'Sch\u202Emidt', agbCheckBox: true }, '2', false).name).toMatch(/Steuerzeichen/);
    expect(validateConnectForm({ gpNr: '2000000001', name: 'Schmidt', agbCheckBox: true }, '2', false)).toEqual({});
  });
});
