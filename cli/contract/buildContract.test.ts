import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../../admin/api/adminRoutes.ts';
import { apiRoutes } from '../../core/api/apiRoutes.ts';
import { szPaymentInit } from '../../sandbox/testing/paymentFixtures.ts';
import { sepaOrder } from '../../sandbox/testing/orderFixtures.ts';
import { buildContract, formatContract } from './buildContract.ts';
import type { JsonSchema } from './validateJsonSchema.ts';
import { validateJsonSchema } from './validateJsonSchema.ts';

const contract = buildContract();
function operation(path: string, method: string): JsonSchema {
  const described = (contract.paths as Record<string, Record<string, JsonSchema>>)[`/${path}`]?.[method.toLowerCase()];
  if (!described) throw new Error(`no operation ${method} /${path}`);
  return described;
}
const requestSchema = (path: string, method: string) =>
  ((operation(path, method).requestBody as JsonSchema).content as Record<string, { schema: JsonSchema }>)['application/json']?.schema as JsonSchema;

describe('the back-end contract (docs/contract.md, "The back-end contract")', () => {
  it('is the committed cli/contract/openapi.json: a schema change without the contract following fails here (update with vitest -u)', async () => {
    await expect(formatContract()).toMatchFileSnapshot('./openapi.json');
  });

  it('has one operation per route of both route tables, with its method, headers and error codes', () => {
    for (const [name, route] of Object.entries(apiRoutes)) {
      const described = operation(route.path, route.method);
      expect(described, name).toMatchObject({ operationId: name, tags: ['reader'], security: [] });
      const headers = (described.parameters as { name: string; in: string }[]).filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name);
      expect(headers, name).toEqual([...(route.tenantHeader ? ['osc-tenant'] : []), ...(route.tokenHeader ? ['token'] : [])]);
      if (route.tokenHeader) expect(described['x-aboflow-error-codes'], name).toContain('403 TOKEN_MISMATCH');
    }
    for (const [name, route] of Object.entries(adminRoutes)) {
      const described = operation(route.path, route.method);
      expect(described, name).toMatchObject({ operationId: name, tags: ['admin'], security: name === 'bonusImage' ? [] : [{ staffSession: [] }] });
      expect(described['x-aboflow-error-codes'], name).toContain('401 NOT_LOGGED_IN');
      if (route.method !== 'GET') expect(described['x-aboflow-error-codes'], name).toContain('403 CROSS_ORIGIN_REFUSED');
    }
  });

  it('names the error codes of the security model on the calls that answer them, each under its status', () => {
    const createOrder = operation(apiRoutes.createOrder.path, 'POST');
    expect(createOrder['x-aboflow-error-codes']).toEqual(expect.arrayContaining(['402 PAYMENT_NOT_APPROVED', '409 PAYMENT_UNIQUE_ID_USED', '400 ORDER_INVALID']));
    expect(JSON.stringify((createOrder.responses as JsonSchema)['402'])).toContain('PAYMENT_NOT_APPROVED');
    expect(operation(apiRoutes.cardAgreementInit.path, 'POST')['x-aboflow-error-codes']).toContain('400 INVALID_RETURN_URL');
    expect(operation(adminRoutes.approveSalesCampaigns.path, 'POST')['x-aboflow-staff-roles']).toEqual(['admin']);
    expect(operation(adminRoutes.users.path, 'GET')['x-aboflow-staff-roles']).toEqual({ admins: ['admin'], tenantAdmins: ['admin', 'keyuser'], users: ['admin', 'keyuser'] });
  });

  it('describes the bodies the clients send: a SEPA order and a payment init fit, a changed one does not', () => {
    const order = requestSchema(apiRoutes.createOrder.path, 'POST');
    expect(validateJsonSchema(sepaOrder(), order, contract)).toEqual([]);
    expect(validateJsonSchema({ ...sepaOrder(), price: 1 }, order, contract)).toEqual(['price: not in the contract']);
    expect(validateJsonSchema({ ...sepaOrder(), paymentUniqueId: 'short' }, order, contract)).toEqual(['paymentUniqueId: shorter than 8']);
    const init = requestSchema(apiRoutes.cardAgreementInit.path, 'POST');
    expect(validateJsonSchema(szPaymentInit(), init, contract)).toEqual([]);
    expect(validateJsonSchema({ ...szPaymentInit(), shopInfo: {} }, init, contract)).toEqual(['shopInfo.shopDomain: missing']);
  });

  it('names the campaigns and the staff account the conformance check needs for each seeded tenant', () => {
    expect(contract['x-aboflow-conformance']).toMatchObject({
      tenants: { sz: { orderCampaign: 'SZ-DIGITAL-STANDARD', otherCampaign: 'SZ-PRINT-STANDARD', otherTenant: 'stz', staffLogin: 'admin@sz.verlag.example' } },
    });
  });
});
