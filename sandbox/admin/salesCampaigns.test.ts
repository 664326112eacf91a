import { describe, expect, it } from 'vitest';
import type { AdminSalesCampaign } from '../../admin/api/adminSalesCampaign.ts';
import { seedStaffLogin } from '../seed/seedAdminArea.ts';
import { adminRefusal, callFailure } from '../testing/callFailure.ts';
import { adminTestSandbox } from '../testing/adminTestSandbox.ts';

const env = adminTestSandbox();
const staff = env.staff;

const reader = async (tenant: string, wa: string) => env.sandbox.client({ tenant }).initialFormData({ wa });

describe('sales campaign overview and admin view', () => {
  it('lists the approved campaigns; the approval list has every campaign with its approval', async () => {
    const admin = await staff('admin', 'sz');
    const overview = (await admin.salesCampaigns()).map((campaign) => campaign.id);
    expect(overview).toContain('SZ-DIGITAL-STANDARD');
    expect(overview).not.toContain('SZ-NICHT-IM-KATALOG');
    const approval = await admin.availableSalesCampaigns();
    expect(approval.find((row) => row.id === 'SZ-NICHT-IM-KATALOG')).toEqual({
      id: 'SZ-NICHT-IM-KATALOG',
      name: 'Digital-Abo',
      active: true,
      approved: false,
      validFrom: null,
      validUntil: null,
    });
    expect(approval).toHaveLength(overview.length + 3);
  });

  it('maps a campaign onto the admin view with the product catalogue’s read-only data', async () => {
    const detail = await (await staff('benutzer', 'sz')).salesCampaign('SZ-PRINT-AUSLAND');
    expect(detail.salesCampaign).toMatchObject({
      id: 'SZ-PRINT-AUSLAND',
      tenantId: 'sz',
      name: 'Zeitungs-Abo mit Auslandszustellung',
      active: true,
      countryGroup: 'EUROPA',
      countries: ['DE', 'AT', 'CH', 'FR', 'IT', 'NL'],
      paymentMethods: { DE: ['Q', 'P', '7', 'Y'], '*': ['Q', 'P'] },
      billingFrequencyGroup: 'PRINT',
      priceGui: '39,90 € monatlich',
      showStartDate: true,
      recurring: true,
      baseInfo: {
        text: '',
        paymentRhythm: 'jährlich, halbjährlich, vierteljährlich, monatlich',
        withCosts: true,
        noSchnorren: false,
        printProduct: 'sz-print',
        printProductType: 'P',
      },
    });
    expect(detail.countryGroups.map((group) => group.id)).toEqual(['INLAND', 'DACH', 'EUROPA']);
    expect(detail.billingFrequencyGroups.find((group) => group.id === 'ONE_OFF')).toEqual({
      id: 'ONE_OFF',
      name: 'einmalig',
      billingFrequencies: [],
    });
    expect(detail._links.save?.href).toBe('/api/customizing-service/v1/swmh/sz/salesCampaign');
    expect((await (await staff('benutzer', 'sz')).salesCampaign('DSZ1TAG-DIGITAL')).salesCampaign.priceGui).toBe('1,99 € einmalig');
  });

  it('answers 404 for a campaign the tenant does not have and 409 for one not approved', async () => {
    const user = await staff('benutzer', 'sz');
    expect((await callFailure(user.salesCampaign('KWZ-PRINT-PRAEMIE'))).status).toBe(404);
    expect(await adminRefusal(user.salesCampaign('SZ-NICHT-IM-KATALOG'))).toMatchObject({
      status: 409,
      error: 'SALES_CAMPAIGN_NOT_APPROVED',
    });
  });
});

describe('saving a campaign: what staff save is what readers get', () => {
  it('changes texts, flags, countries, payment methods and bonuses that readers then get from initialFormData', async () => {
    const user = await staff('benutzer', 'kwz');
    const { salesCampaign: loaded } = await user.salesCampaign('KWZ-PRINT-PRAEMIE');
    const changed: AdminSalesCampaign = {
      ...loaded,
      name: 'Zeitungs-Abo mit Wunschprämie',
      infoPoints: ['Zustellung bis 6 Uhr', 'Prämie nach Wahl'],
      priceInfos: [{ description: 'im ersten Jahr', price: 34.9 }],
      registrationMandatory: true,
      showGPTypeSelection: true,
      offerInfo: 'Nur bis Jahresende',
      baseInfo: { ...loaded.baseInfo, text: 'Basisangebot Print' },
      countryGroup: 'DACH',
      countries: ['DE', 'AT'],
      paymentMethods: { DE: ['7', 'Y'], AT: ['Q'] },
      bonuses: [
        { materialNumber: 'KWZ-B-GUTSCHEIN', fixedBonus: false, validUntil: null },
        { materialNumber: 'KWZ-B-KOPFHOERER', fixedBonus: false, validUntil: '2030-06-30' },
      ],
      numberOfBonuses: 1,
    };
    const saved = await user.saveSalesCampaign(changed);
    expect(saved.salesCampaign).toEqual({ ...changed, baseInfo: { ...loaded.baseInfo, text: 'Basisangebot Print' } });
    expect((await user.salesCampaign('KWZ-PRINT-PRAEMIE')).salesCampaign).toEqual(saved.salesCampaign);

    const formData = (await reader('kwz', 'KWZ-PRINT-PRAEMIE')).formData!;
    expect(formData.salesCampaign).toMatchObject({
      name: 'Zeitungs-Abo mit Wunschprämie',
      infoPoints: ['Zustellung bis 6 Uhr', 'Prämie nach Wahl'],
      priceInfos: [{ description: 'im ersten Jahr', price: 34.9 }],
      registrationMandatory: true,
      showGPTypeSelection: true,
      numberOfBonuses: 1,
    });
    expect(formData.registrationMandatory).toBe(true);
    expect(formData.countries).toEqual({ DE: 'Deutschland', AT: 'Österreich' });
    expect(formData.paymentMethodKeys).toEqual(['7', 'Y']);
    expect(formData.salesCampaign.bonuses?.map((entry) => [entry.bonus.materialNumber, entry.validUntil])).toEqual([
      ['KWZ-B-GUTSCHEIN', null],
      ['KWZ-B-KOPFHOERER', '2030-06-30'],
    ]);
    expect(formData.salesCampaign).not.toHaveProperty('offerInfo');
  });

  it('takes a campaign off sale for readers when staff switch it inactive', async () => {
    const user = await staff('benutzer', 'kwz');
    const { salesCampaign } = await user.salesCampaign('KWZ-DIGITAL-STANDARD');
    await user.saveSalesCampaign({ ...salesCampaign, active: false });
    expect(await reader('kwz', 'KWZ-DIGITAL-STANDARD')).toEqual({ status: 'FAILURE', message: 'NO_OFFER_STORE' });
  });

  it('refuses a save that breaks the rules with one German message per field, and saves nothing', async () => {
    const user = await staff('keyuser', 'kwz');
    const { salesCampaign } = await user.salesCampaign('KWZ-PRINT-PRAEMIE');
    const refusal = await adminRefusal(
      user.saveSalesCampaign({
        ...salesCampaign,
        name: ' ',
        priceInfos: [{ description: '', price: -1 }],
        validFrom: '2025-12-01',
        validUntil: '2025-11-30',
        countries: ['AT'],
        paymentMethods: { AT: [] },
        allowOrderDespiteExistingSubscription: true,
        preventOrderWithExistingSubscription: true,
        timeLimitSelectable: true,
        ageLimit: 12,
        bonuses: [...salesCampaign.bonuses, { materialNumber: 'MAZ-B-KALENDER', fixedBonus: false, validUntil: null }],
        numberOfBonuses: 5,
      }),
    );
    expect(refusal).toMatchObject({ status: 400, error: 'INVALID_SALES_CAMPAIGN', message: 'Bitte prüfen Sie die markierten Felder.' });
    expect(refusal.fields).toEqual([
      { path: 'name', message: 'Bitte geben Sie einen Namen ein.' },
      { path: 'priceInfos.0.description', message: 'Bitte geben Sie eine Beschreibung ein.' },
      { path: 'priceInfos.0.price', message: 'Der Preis darf nicht negativ sein.' },
      { path: 'validUntil', message: 'Das Ende darf nicht vor dem Beginn liegen.' },
      { path: 'countries', message: 'Deutschland muss als Lieferland enthalten sein.' },
      { path: 'countries.0', message: 'AT gehört nicht zur Ländergruppe „Nur Deutschland“.' },
      { path: 'paymentMethods.AT', message: 'Bitte wählen Sie mindestens eine Zahlungsart für AT.' },
      {
        path: 'preventOrderWithExistingSubscription',
        message: 'Eine Bestellung trotz bestehenden Abos kann nicht zugleich erlaubt und verhindert werden.',
      },
      { path: 'timeLimitSelectable', message: 'Die Laufzeit ist nur beim Geschenkabo wählbar.' },
      { path: 'ageLimit', message: 'Die Altersgrenze muss zwischen 18 und 99 Jahren liegen.' },
      { path: 'bonuses.3.materialNumber', message: 'Diese Prämie kann der Aktion nicht zugeordnet werden.' },
      { path: 'numberOfBonuses', message: 'Es sind nur 4 Prämien zugeordnet.' },
    ]);
    expect((await user.salesCampaign('KWZ-PRINT-PRAEMIE')).salesCampaign).toEqual(salesCampaign);
  });

  /** Posts kwz's KWZ-PRINT-PRAEMIE as staff maintain it (its texts emptied), with `changes` on top. */
  async function saveMaintained(changes: Record<string, unknown>): Promise<Response> {
    const cookie = await env.sandbox.staffLogin(seedStaffLogin('kwz', 'benutzer'));
    const { salesCampaign } = await env.sandbox.adminClient({ tenant: 'kwz', cookie }).salesCampaign('KWZ-PRINT-PRAEMIE');
    const { tenantId: _tenant, priceGui: _price, ...maintained } = salesCampaign;
    return env.sandbox.fetch('/api/customizing-service/v1/swmh/kwz/salesCampaign', {
      method: 'POST',
      headers: { cookie, origin: env.sandbox.sandbox.url, 'content-type': 'application/json' },
      body: JSON.stringify({ ...maintained, baseInfo: { text: '' }, ...changes }),
    });
  }

  it('refuses a body off the schema (an unknown field) with 400 INVALID_BODY', async () => {
    const answer = await saveMaintained({ monthlyPrice: 1 });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'INVALID_BODY', fields: [{ path: 'monthlyPrice' }] });
  });

  it('refuses a day the calendar does not have (2026-13-45) with 400 INVALID_BODY', async () => {
    const answer = await saveMaintained({ validUntil: '2026-13-45' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      error: 'INVALID_BODY',
      fields: [{ path: 'validUntil', message: 'a day of the calendar (yyyy-MM-dd)' }],
    });
  });

  it('offers a campaign the tenant’s active bonuses and keeps those it has, even switched off', async () => {
    const user = await staff('benutzer', 'kwz');
    const kopfhoerer = await user.bonus('KWZ-B-KOPFHOERER');
    await user.updateBonus('KWZ-B-KOPFHOERER', {
      title: kopfhoerer.title ?? '',
      textLabel: '',
      text: '',
      linkLabel: '',
      link: '',
      infoPoints: [],
      validFrom: null,
      active: false,
      classification: 'NON_MONETARY',
      cashBonus: null,
    });
    expect((await user.availableBonuses('KWZ-PRINT-PRAEMIE')).map((bonus) => bonus.materialNumber)).toEqual([
      'KWZ-B-GUTSCHEIN',
      'KWZ-B-KOPFHOERER',
      'KWZ-B-REGENSCHIRM',
    ]);
    expect((await user.availableBonuses('KWZ-PRINT-STANDARD')).map((bonus) => bonus.materialNumber)).toEqual([
      'KWZ-B-GUTSCHEIN',
      'KWZ-B-REGENSCHIRM',
    ]);
  });
});

describe('approval', () => {
  it('withdraws and approves campaigns for customizing and answers the approval list', async () => {
    const admin = await staff('admin', 'sz');
    const list = await admin.approveSalesCampaigns([
      { salesCampaignId: 'SZ-DIGITAL-STANDARD', approved: false },
      { salesCampaignId: 'SZ-NICHT-IM-KATALOG', approved: true },
    ]);
    expect(list.find((row) => row.id === 'SZ-DIGITAL-STANDARD')?.approved).toBe(false);
    expect(list.find((row) => row.id === 'SZ-NICHT-IM-KATALOG')?.approved).toBe(true);
    const overview = (await admin.salesCampaigns()).map((campaign) => campaign.id);
    expect(overview).not.toContain('SZ-DIGITAL-STANDARD');
    expect(overview).toContain('SZ-NICHT-IM-KATALOG');
    expect((await callFailure(admin.salesCampaign('SZ-DIGITAL-STANDARD'))).status).toBe(409);
  });

  it('refuses the whole change when a campaign is not the tenant’s', async () => {
    const admin = await staff('admin', 'sz');
    expect(
      await adminRefusal(
        admin.approveSalesCampaigns([
          { salesCampaignId: 'SZ-DIGITAL-STANDARD', approved: false },
          { salesCampaignId: 'KWZ-PRINT-PRAEMIE', approved: false },
        ]),
      ),
    ).toMatchObject({
      status: 400,
      error: 'INVALID_APPROVAL',
      fields: [{ path: '1.salesCampaignId', message: 'Die Verkaufsaktion KWZ-PRINT-PRAEMIE gibt es bei diesem Titel nicht.' }],
    });
    expect((await admin.availableSalesCampaigns()).find((row) => row.id === 'SZ-DIGITAL-STANDARD')?.approved).toBe(true);
  });
});
