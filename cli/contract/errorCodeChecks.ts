import type { CheckContext, FormTokens } from './CheckContext.ts';
import { expectCall } from './expectCall.ts';
import type { CheckRow } from './judgeAnswer.ts';

/** The token with its signature changed: what a client that edits its token sends. */
function forged(token: unknown): unknown {
  const signed = token as { signature?: string } | undefined;
  const signature = signed?.signature ?? '';
  return { ...signed, signature: `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}` };
}

/** The refusals every back end answers alike, each with its status and code from the contract's error code table. */
export async function errorCodeChecks(context: CheckContext, tokens: FormTokens): Promise<CheckRow[]> {
  const campaign = context.fixture.orderCampaign;
  const outcomes = await Promise.all([
    expectCall(context, 'unknown tenant', { operationId: 'configuration', tenant: 'no-such-tenant' }, { status: 400, code: 'UNSUPPORTED_TENANT' }),
    expectCall(context, 'call without form token', { operationId: 'countries', tenant: context.tenant, pathParams: { salesCampaignId: campaign } }, { status: 401, code: 'TOKEN_MISSING' }),
    expectCall(
      context,
      'form token with a changed signature',
      { operationId: 'countries', tenant: context.tenant, token: forged(tokens.order), pathParams: { salesCampaignId: campaign } },
      { status: 403, code: 'TOKEN_INVALID' },
    ),
    expectCall(
      context,
      'order body with a field the contract does not have',
      { operationId: 'createOrder', tenant: context.tenant, token: tokens.order, json: { salesCampaignId: campaign, price: 0 } },
      { status: 400, code: 'INVALID_BODY' },
    ),
    expectCall(context, 'admin call without staff session', { operationId: 'home', query: { tenant: context.tenant } }, { status: 401, code: 'NOT_LOGGED_IN' }),
  ]);
  return outcomes.map((outcome) => outcome.row);
}
