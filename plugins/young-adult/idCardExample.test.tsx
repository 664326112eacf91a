import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { checkIdCard } from './checkIdCard.ts';
import { checkYoungAdult } from './checkYoungAdult.ts';
import { IdCardExample } from './IdCardExample.tsx';
import { idCardExample } from './idCardExample.ts';

const today = new Date(2026, 10, 24);

function shownLines(): string[] {
  const markup = renderToStaticMarkup(<IdCardExample alt="Beispiel" caption="Rückseite" fieldsNote="Rot" />);
  return [...markup.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, '').replaceAll('&lt;', '<'));
}

describe('idCardExample', () => {
  it('passes the plugin’s own ID-card check with its birth date, field 4 filled and not expired', () => {
    expect(idCardExample.zone.line2Field3).toBe('2108');
    expect(checkIdCard(idCardExample.zone, idCardExample.birthDate, today)).toEqual({ result: 'ok', expired: false });
  });

  it('passes the whole young-adult form check of a U27 offer when copied with the matching birth date', () => {
    expect(checkYoungAdult({ birthDate: '12.08.2007', zone: idCardExample.zone }, 27, today)).toMatchObject({
      ok: true,
      birthDate: '2007-08-12',
    });
  });

  it('fails with the specimen’s old composite digit 4, which ignored field 4', () => {
    expect(checkIdCard({ ...idCardExample.zone, line2Field4: '4' }, idCardExample.birthDate, today).result).toBe('invalid');
  });

  it('is what the image shows: three TD1 lines of 30 characters holding the five fields', () => {
    const { zone } = idCardExample;
    const [line1, line2, line3] = shownLines();
    expect(line1).toBe(`IDD<<${zone.line1Field1}`.padEnd(30, '<'));
    expect(line2).toBe(`${zone.line2Field1}<${zone.line2Field2}<<${zone.line2Field3.padEnd(11, '<')}${zone.line2Field4}`);
    expect(line3).toBe('MUSTERMANN<<ERIKA'.padEnd(30, '<'));
    for (const line of [line1, line2, line3]) expect(line).toHaveLength(30);
  });
});
