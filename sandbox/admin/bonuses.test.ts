import { describe, expect, it } from 'vitest';
import { toBonusInput } from '../../admin/api/toBonusInput.ts';
import { complexBonusFixture } from '../testing/adminFixtures.ts';
import { adminRefusal, callFailure } from '../testing/callFailure.ts';
import { adminTestSandbox } from '../testing/adminTestSandbox.ts';

const env = adminTestSandbox();
const staff = env.staff;

const readerBonuses = async (tenant: string, wa: string) =>
  (await env.sandbox.client({ tenant }).initialFormData({ wa })).formData?.salesCampaign.bonuses?.map((entry) => entry.bonus) ?? [];

describe('order bonuses', () => {
  it('lists the tenant’s bonuses, filtered by active, with null texts as empty strings', async () => {
    const user = await staff('benutzer');
    expect((await user.bonuses()).map((bonus) => bonus.materialNumber)).toEqual(['KWZ-B-GUTSCHEIN', 'KWZ-B-KOPFHOERER', 'KWZ-B-REGENSCHIRM']);
    await user.updateBonus('KWZ-B-GUTSCHEIN', { ...toBonusInput(await user.bonus('KWZ-B-GUTSCHEIN')), active: false });
    expect((await user.bonuses({ active: true })).map((bonus) => bonus.materialNumber)).toEqual(['KWZ-B-KOPFHOERER', 'KWZ-B-REGENSCHIRM']);
    expect((await user.bonuses({ active: false })).map((bonus) => bonus.materialNumber)).toEqual(['KWZ-B-GUTSCHEIN']);
    expect((await (await staff('benutzer', 'ez')).bonus('K-EZ-FAHRRADHELM')).link).toBe('');
  });

  it('updates a bonus, answers the entry and readers get the new tile', async () => {
    const user = await staff('benutzer');
    const input = {
      ...toBonusInput(await user.bonus('KWZ-B-KOPFHOERER')),
      title: 'Premium-Kopfhörer', text: 'Mit Geräuschunterdrückung.', infoPoints: ['Bluetooth 5.3'],
      link: 'https://www.example.de/premium', linkLabel: 'Details',
    };
    const updated = await user.updateBonus('KWZ-B-KOPFHOERER', input);
    expect(updated).toMatchObject({ materialNumber: 'KWZ-B-KOPFHOERER', title: 'Premium-Kopfhörer', label: 'Sachprämie', link: 'https://www.example.de/premium' });
    expect(await user.bonus('KWZ-B-KOPFHOERER')).toEqual(updated);
    expect((await readerBonuses('kwz', 'KWZ-PRINT-PRAEMIE')).find((bonus) => bonus.materialNumber === 'KWZ-B-KOPFHOERER')).toMatchObject({
      title: 'Premium-Kopfhörer', text: 'Mit Geräuschunterdrückung.', infoPoints: ['Bluetooth 5.3'],
    });
  });

  it('lets the label follow the classification and demands a cash amount exactly for a cash bonus', async () => {
    const user = await staff('benutzer');
    const input = toBonusInput(await user.bonus('KWZ-B-GUTSCHEIN'));
    expect(await adminRefusal(user.updateBonus('KWZ-B-GUTSCHEIN', { ...input, classification: 'CASH', title: '', link: 'ftp://x' }))).toMatchObject({
      status: 400,
      error: 'INVALID_BONUS',
      fields: [
        { path: 'title', message: 'Bitte geben Sie einen Titel ein.' },
        { path: 'link', message: 'Bitte geben Sie eine Adresse ein, die mit http:// oder https:// beginnt.' },
        { path: 'linkLabel', message: 'Bitte geben Sie einen Linktext ein.' },
        { path: 'cashBonus', message: 'Bitte geben Sie den Betrag der Barprämie ein.' },
      ],
    });
    const cash = await user.updateBonus('KWZ-B-GUTSCHEIN', { ...input, classification: 'CASH', cashBonus: 25 });
    expect(cash).toMatchObject({ classification: 'CASH', label: 'Barprämie', cashBonus: 25 });
  });

  it('does not show or change another tenant’s bonus', async () => {
    const user = await staff('benutzer');
    expect((await callFailure(user.bonus('MAZ-B-KALENDER'))).status).toBe(404);
    const input = toBonusInput(await (await staff('benutzer', 'maz')).bonus('MAZ-B-KALENDER'));
    expect((await callFailure(user.updateBonus('MAZ-B-KALENDER', input))).status).toBe(404);
  });
});

describe('complex bonuses', () => {
  it('creates a complex bonus that a campaign can then offer with its variants', async () => {
    const keyuser = await staff('keyuser');
    const created = await keyuser.createComplexBonus('K-KWZ-TASCHE', complexBonusFixture('K-KWZ-TASCHE'));
    expect(created).toMatchObject({
      materialNumber: 'K-KWZ-TASCHE', classification: 'NON_MONETARY', label: 'Sachprämie', imagePath: '',
      properties: [{ name: 'Farbe', values: ['Rot', 'Blau'] }],
      variants: [{ materialNumber: 'K-KWZ-TASCHE-R' }, { materialNumber: 'K-KWZ-TASCHE-B', additionalCharges: [{ value: 2 }] }],
    });
    expect(await keyuser.bonus('K-KWZ-TASCHE')).toEqual(created);
    const { salesCampaign } = await keyuser.salesCampaign('KWZ-PRINT-PRAEMIE');
    await keyuser.saveSalesCampaign({ ...salesCampaign, bonuses: [...salesCampaign.bonuses, { materialNumber: 'K-KWZ-TASCHE', fixedBonus: false, validUntil: null }] });
    expect((await readerBonuses('kwz', 'KWZ-PRINT-PRAEMIE')).at(-1)?.variants).toHaveLength(2);
  });

  it('answers "Unprocessable variant" (422) naming each broken rule', async () => {
    const keyuser = await staff('keyuser');
    const fixture = complexBonusFixture('TASCHE');
    const refusal = await adminRefusal(keyuser.createComplexBonus('TASCHE', {
      ...fixture,
      properties: [...fixture.properties, { name: 'Farbe', values: ['Grün'] }],
      variants: [...fixture.variants, { ...fixture.variants[0]!, materialNumber: 'TASCHE-R2' }, { ...fixture.variants[0]!, materialNumber: 'TASCHE-G', propertyValues: [{ name: 'Farbe', value: 'Gelb' }] }],
    }));
    expect(refusal).toEqual({
      status: 422,
      error: 'UNPROCESSABLE_VARIANT',
      message: 'Unprocessable variant',
      fields: [
        { path: 'materialNumber', message: 'Die Materialnummer einer konfigurierbaren Prämie beginnt mit K.' },
        { path: 'properties.1.name', message: 'Die Eigenschaft „Farbe“ gibt es schon.' },
        { path: 'variants.2', message: 'Diese Variante gleicht Variante 1. Bitte prüfen Sie die zugeordneten Varianten auf Duplikate.' },
        { path: 'variants.3.propertyValues.0.value', message: 'Der Wert „Gelb“ ist für „Farbe“ nicht konfiguriert.' },
      ],
    });
    expect((await callFailure(keyuser.bonus('TASCHE'))).status).toBe(404);
  });

  it('refuses a material number in use, and tile texts alone with 400', async () => {
    const keyuser = await staff('keyuser');
    expect(await adminRefusal(keyuser.createComplexBonus('K-EZ-FAHRRADHELM', complexBonusFixture('K-NEU')))).toMatchObject({ status: 409, error: 'BONUS_EXISTS' });
    expect(await adminRefusal(keyuser.createComplexBonus('K-KWZ-TASCHE', { ...complexBonusFixture('K-KWZ-TASCHE'), title: '' }))).toMatchObject({ status: 400, error: 'INVALID_BONUS', fields: [{ path: 'title' }] });
  });

  it('deletes a bonus no campaign offers, and refuses one still offered', async () => {
    const keyuser = await staff('keyuser');
    expect(await adminRefusal(keyuser.deleteBonus('KWZ-B-GUTSCHEIN'))).toMatchObject({
      status: 409, error: 'BONUS_IN_USE', message: 'Die Prämie ist noch diesen Verkaufsaktionen zugeordnet: KWZ-PRINT-PRAEMIE.',
    });
    await keyuser.createComplexBonus('K-KWZ-TASCHE', complexBonusFixture('K-KWZ-TASCHE'));
    await keyuser.deleteBonus('K-KWZ-TASCHE');
    expect((await callFailure(keyuser.bonus('K-KWZ-TASCHE'))).status).toBe(404);
  });
});
