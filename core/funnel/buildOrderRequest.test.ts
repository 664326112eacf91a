import { describe, expect, it } from 'vitest';
import { orderRequestContributors } from '../extensionPoints/orderRequestContributors.ts';
import { contribute, definePlugin } from '../plugin/definePlugin.ts';
import type { Plugin } from '../plugin/definePlugin.ts';
import type { Tenant } from '../tenant/defineTenant.ts';
import { emptyOrderFormValues } from '../orderForm/emptyOrderFormValues.ts';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { buildOrderRequest } from './buildOrderRequest.ts';
import { funnelContextFixture, orderFormDataFixture } from './funnelContextFixture.ts';

const completeAddress = {
  salutation: '03', firstName: 'Erika', lastName: 'Mustermann', street: 'Hultschiner Straße', streetNumber: '8',
  zipCode: '81677', city: 'München', country: 'DE', email: 'erika@example.de',
};

const formValues = (fields: Record<string, unknown>) => ({ ...emptyOrderFormValues({ countries: ['DE', 'AT'] }), ...fields });

function orderContext(tenant: Tenant = tenantFixture, plugins: readonly Plugin[] = []) {
  const { context } = funnelContextFixture({ tenant, plugins });
  const { store } = context;
  store.formData.value = orderFormDataFixture;
  store.entry.value = { wa: 'SZP100', wt: 'WT-NEWS', ktnr: 'K77', campaign: 'summer', _ptid: 'pt-1', sourceUrl: 'https://example.de/a' };
  store.addresses.value = { privateAddress: completeAddress, businessAddress: null, deliveryAddress: null, invoiceAddress: null };
  store.orderFormValues.value = formValues({ gpNr: '3000000001', mailAdvertEnabled: true, telAdvertEnabled: false, email: 'erika@example.de' });
  store.payment.value = {
    methodKey: '7',
    billingFrequency: '12',
    paymentData: { paymentMethod: 'sepa', iban: 'DE89370400440532013000', bankName: 'Commerzbank', bankAccountOwner: 'Erika Mustermann', bankCountryCode: 'DE' },
  };
  store.startDate.value = '2026-12-01';
  store.paymentUniqueId.value = 'AbCdEfGhIjKlMnOpQrSt';
  store.price.value = { result: { price: 64.9, annualPrice: 778.8 }, deliveryDateInfo: undefined, callFailed: false };
  return context;
}

function contributor(id: string, order: number, contributeFields: (request: Record<string, unknown>) => Record<string, unknown>, active = true) {
  return definePlugin({
    id,
    contributes: [
      contribute(orderRequestContributors, {
        id,
        order,
        isActive: () => active,
        contribute: (request) => ({ ...request, ...contributeFields(request as Record<string, unknown>) }) as typeof request,
      }),
    ],
  });
}

describe('buildOrderRequest', () => {
  it('fills every core field from the funnel state', () => {
    expect(buildOrderRequest(orderContext())).toEqual({
      salesCampaignId: 'SZP100',
      paymentUniqueId: 'AbCdEfGhIjKlMnOpQrSt',
      paymentMethodKey: '7',
      purchaserPaymentData: {
        paymentMethod: 'sepa', iban: 'DE89370400440532013000', bankName: 'Commerzbank', bankAccountOwner: 'Erika Mustermann',
        bankCountryCode: 'DE', billingFrequency: '12',
      },
      paymentProcessId: null,
      addresses: { privateAddress: completeAddress, businessAddress: null, deliveryAddress: null, invoiceAddress: null },
      gpNr: '3000000001',
      advertisingMedium: 'WT-NEWS',
      contactNumber: 'K77',
      crmCampaign: 'summer',
      trackingId: 'pt-1',
      dummyAddress: false,
      validFrom: '2026-12-01',
      mailAdvertEnabled: true,
      telAdvertEnabled: false,
    });
  });

  it('never sends a price, not even when a contributor adds one', () => {
    const request = buildOrderRequest(orderContext(tenantFixture, [contributor('pricey', 100, () => ({ price: 1, annualPrice: 12 }))]));
    expect(Object.keys(request).filter((key) => /price/i.test(key))).toEqual([]);
    expect(JSON.stringify(request)).not.toContain('778.8');
  });

  it('sends the customer number only when it is valid for the tenant', () => {
    const context = orderContext();
    context.store.orderFormValues.value = formValues({ gpNr: '2000000001' });
    expect(buildOrderRequest(context).gpNr).toBeNull();
    context.store.orderFormValues.value = formValues({ gpNr: '300000001' });
    expect(buildOrderRequest(context).gpNr).toBeNull();
    context.store.orderFormValues.value = formValues({ gpNr: ' 3000000009 ' });
    expect(buildOrderRequest(context).gpNr).toBe('3000000009');
    const other = orderContext({ ...tenantFixture, customerNumberFirstDigit: '2' });
    other.store.orderFormValues.value = formValues({ gpNr: '2000000001' });
    expect(buildOrderRequest(other).gpNr).toBe('2000000001');
  });

  it('keeps the dummy address on while the main address is incomplete or its country is not offered', () => {
    const context = orderContext();
    context.store.formData.value = { ...orderFormDataFixture, orderWithoutAddress: true };
    context.store.addresses.value = { privateAddress: { ...completeAddress, streetNumber: '' } };
    expect(buildOrderRequest(context).dummyAddress).toBe(true);
    context.store.addresses.value = { privateAddress: { ...completeAddress, country: 'CH' } };
    expect(buildOrderRequest(context).dummyAddress).toBe(true);
    context.store.addresses.value = { businessAddress: { ...completeAddress, companyName: 'Muster GmbH' } };
    expect(buildOrderRequest(context).dummyAddress).toBe(false);
  });

  it('never sends the dummy address unless the campaign may be ordered without address and the tenant lets it', () => {
    const incomplete = { privateAddress: { ...completeAddress, street: '', streetNumber: '', zipCode: '', city: '' } };
    const campaignWithout = orderContext();
    campaignWithout.store.addresses.value = incomplete;
    expect(buildOrderRequest(campaignWithout).dummyAddress).toBe(false);
    const tenantWithout = orderContext({ ...tenantFixture, flags: { ...tenantFixture.flags, orderWithoutAddressCustomizable: false } });
    tenantWithout.store.formData.value = { ...orderFormDataFixture, orderWithoutAddress: true };
    tenantWithout.store.addresses.value = incomplete;
    expect(buildOrderRequest(tenantWithout).dummyAddress).toBe(false);
  });

  it('leaves out what is not there: entry parameters, start date, payment of a free order, pva', () => {
    const context = orderContext();
    context.store.entry.value = {};
    context.store.startDate.value = '01.12.2026';
    context.store.payment.value = { methodKey: undefined, billingFrequency: undefined, paymentData: undefined };
    context.store.orderFormValues.value = undefined;
    const request = buildOrderRequest(context);
    expect(request).toMatchObject({
      advertisingMedium: null, contactNumber: null, crmCampaign: null, trackingId: null, validFrom: null,
      paymentMethodKey: null, purchaserPaymentData: null, gpNr: null, mailAdvertEnabled: false, telAdvertEnabled: false,
    });
    expect(request).not.toHaveProperty('pva');
  });

  it('applies the active contributors in their order, each seeing the previous result', () => {
    const seen: string[] = [];
    const request = buildOrderRequest(
      orderContext(tenantFixture, [
        contributor('second', 200, (previous) => {
          seen.push(String(previous.pva));
          return { pva: `${String(previous.pva)}+second` };
        }),
        contributor('first', 100, () => ({ pva: 'EG' })),
        contributor('inactive', 150, () => ({ pva: 'never' }), false),
      ]),
    );
    expect(seen).toEqual(['EG']);
    expect(request.pva).toBe('EG+second');
  });

  it('refuses to build without a paymentUniqueId', () => {
    const context = orderContext();
    context.store.paymentUniqueId.value = undefined;
    expect(() => buildOrderRequest(context)).toThrow(/paymentUniqueId/);
  });
});
