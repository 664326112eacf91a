import type { CheckContext, FormTokens } from './CheckContext.ts';
import { newPaymentUniqueId, orderBody } from './checkBodies.ts';
import { expectCall } from './expectCall.ts';
import type { CheckRow } from './judgeAnswer.ts';

/** Form tokens bound to tenant and campaign: a token of one tenant or campaign is refused for another (403 TOKEN_MISMATCH). */
export async function tokenBindingChecks(context: CheckContext, tokens: FormTokens): Promise<CheckRow[]> {
  const { tenant, fixture } = context;
  const neighbour = fixture.otherTenant;
  const neighbourCampaign = context.fixtures.tenants[neighbour]?.orderCampaign ?? '';
  const mismatch = { status: 403, code: 'TOKEN_MISMATCH' };
  const outcomes = await Promise.all([
    expectCall(
      context,
      `token of ${tenant} used for ${neighbour}`,
      { operationId: 'countries', tenant: neighbour, token: tokens.order, pathParams: { salesCampaignId: neighbourCampaign } },
      mismatch,
    ),
    expectCall(
      context,
      `token of ${neighbour} used for an order of ${tenant}`,
      { operationId: 'createOrder', tenant, token: tokens.otherTenant, json: orderBody(context, fixture.orderCampaign, newPaymentUniqueId()) },
      mismatch,
    ),
    expectCall(
      context,
      `token of ${fixture.orderCampaign} used for ${fixture.otherCampaign}`,
      { operationId: 'countries', tenant, token: tokens.order, pathParams: { salesCampaignId: fixture.otherCampaign } },
      mismatch,
    ),
    expectCall(
      context,
      `order of ${fixture.otherCampaign} with the token of ${fixture.orderCampaign}`,
      { operationId: 'createOrder', tenant, token: tokens.order, json: orderBody(context, fixture.otherCampaign, newPaymentUniqueId()) },
      mismatch,
    ),
  ]);
  return outcomes.map((outcome) => outcome.row);
}
