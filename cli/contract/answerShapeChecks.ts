import { deflateSync } from 'node:zlib';
import type { CheckContext, FormTokens } from './CheckContext.ts';
import { expectCall } from './expectCall.ts';
import type { CheckRow } from './judgeAnswer.ts';

/**
 * The reader's calls of one order form, each answer validated against the contract's schema: configuration,
 * countries, payment methods, billing frequencies, address check, price, IBAN check, login check, and the stored
 * state (none yet, stored, read back).
 */
export async function answerShapeChecks(context: CheckContext, tokens: FormTokens): Promise<CheckRow[]> {
  const { tenant } = context;
  const campaign = context.fixture.orderCampaign;
  const token = tokens.order;
  const addresses = { privateAddress: context.fixtures.orderer };
  const state = deflateSync(JSON.stringify({ check: 'contract', at: Date.now() })).toString('base64');
  const calls = [
    expectCall(context, 'configuration', { operationId: 'configuration', tenant }, { status: 200 }),
    expectCall(context, 'countries', { operationId: 'countries', tenant, token, pathParams: { salesCampaignId: campaign } }, { status: 200 }),
    expectCall(context, 'paymentMethods DE', { operationId: 'paymentMethods', tenant, token, pathParams: { salesCampaignId: campaign, countryCode: 'DE' } }, { status: 200 }),
    expectCall(context, 'billingFrequencies SEPA', { operationId: 'billingFrequencies', pathParams: { salesCampaignId: campaign, paymentMethod: '7' } }, { status: 200 }),
    expectCall(context, 'checkAddresses', { operationId: 'checkAddresses', tenant, token, json: { addresses, salesCampaignId: campaign } }, { status: 200 }),
    expectCall(context, 'priceWithDeliveryDate', { operationId: 'priceWithDeliveryDate', tenant, token, pathParams: { salesCampaignId: campaign }, json: { addresses, paymentMethodKey: '7' } }, { status: 200 }),
    expectCall(context, 'checkIbanSwift', { operationId: 'checkIbanSwift', tenant, token, json: { iban: context.fixtures.iban } }, { status: 200 }),
    expectCall(context, 'isLoggedIn', { operationId: 'isLoggedIn', pathParams: { redirectPath: '/neubestellung/abo/' }, query: { loginRequired: 'false' } }, { status: 200 }),
  ];
  const rows = (await Promise.all(calls)).map((outcome) => outcome.row);
  // The stored state in order: none for a fresh token, then stored, then the same text read back.
  rows.push((await expectCall(context, 'storedData before any save', { operationId: 'getStoredData', token }, { status: 404, code: 'NO_STORED_DATA' })).row);
  rows.push((await expectCall(context, 'storedData save', { operationId: 'postStoredData', token, text: state }, { status: 204 })).row);
  const read = await expectCall(context, 'storedData read back', { operationId: 'getStoredData', token }, { status: 200 });
  const same = read.answer?.text === state;
  rows.push(same ? read.row : { ...read.row, expected: '200, the saved text', seen: `${read.row.seen}; another text`, passed: false });
  return rows;
}
