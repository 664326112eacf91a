import { describe, expect, it } from 'vitest';
import { entryCookie } from './entryCookie.ts';
import { readEntryParams } from './readEntryParams.ts';

describe('readEntryParams', () => {
  it('reads every entry parameter of the spec and ignores others', () => {
    const params = readEntryParams(
      '?wa=SZ1&oid=O2&wt=NL&campaign=C&ktnr=K7&sourceUrl=https%3A%2F%2Fsz.de%2Fa&_ptid=P&screen=register&tenant=sz&foo=bar',
    );
    expect(params).toEqual({
      wa: 'SZ1', oid: 'O2', wt: 'NL', campaign: 'C', ktnr: 'K7', sourceUrl: 'https://sz.de/a', _ptid: 'P', screen: 'register', tenant: 'sz',
    });
  });

  it('keeps remembered parameters when the query has none (return from login)', () => {
    expect(readEntryParams('?st=TICKET', { wa: 'SZ1', sourceUrl: 'https://x.de' })).toEqual({ wa: 'SZ1', sourceUrl: 'https://x.de' });
  });

  it('drops the remembered campaign when a new campaign arrives, but keeps the tenant', () => {
    expect(readEntryParams('?wa=NEW', { wa: 'OLD', wt: 'OLDWT', tenant: 'swb' })).toEqual({ wa: 'NEW', tenant: 'swb' });
  });
});

describe('entryCookie', () => {
  it('round-trips the parameters through the osc3 cookie', () => {
    const header = entryCookie.serialize({ wa: 'SZ1', sourceUrl: 'https://sz.de/a?b=1;c' }, true);
    expect(header).toContain('osc3=');
    expect(header).toContain('Max-Age=86400');
    expect(header).toContain('Secure');
    const cookie = header.split(';')[0]!;
    expect(entryCookie.read(`other=1; ${cookie}`)).toEqual({ wa: 'SZ1', sourceUrl: 'https://sz.de/a?b=1;c' });
  });

  it('ignores a broken cookie', () => {
    expect(entryCookie.read('osc3=%7Bbroken')).toEqual({});
    expect(entryCookie.read('')).toEqual({});
  });
});
