import type { CheckContext, FormTokens } from './CheckContext.ts';
import { newPaymentUniqueId, orderBody, paymentInitBody } from './checkBodies.ts';
import { expectCall } from './expectCall.ts';
import type { CheckRow } from './judgeAnswer.ts';

/** Names of the security model's rows; the tests of a broken back end name the row they expect to fail. */
export const securityChecks = {
  unpaidCard: 'unpaid card order (Q without approved paymentProcessId) refused',
  unpaidPayPal: 'unpaid PayPal order (P without approved paymentProcessId) refused',
  foreignReturnHost: 'payment init with a foreign return host refused',
  ownReturnHost: 'payment init with the shop’s own return host',
  crossOriginStaffWrite: 'staff write from another origin refused',
  ownOriginStaffWrite: 'staff write from the own origin',
} as const;

/**
 * The security model (docs/security.md, "Security model") as a back end shows it from outside: card and PayPal orders without an approved
 * payment process are refused, a payment may not return to a foreign host, and staff writes from another origin are
 * refused although the staff session comes along. Each refusal is paired with the accepted call it differs from.
 */
export async function securityModelChecks(context: CheckContext, tokens: FormTokens): Promise<CheckRow[]> {
  const { tenant, fixture } = context;
  const unpaid = (method: 'Q' | 'P') => ({ operationId: 'createOrder', tenant, token: tokens.order, json: orderBody(context, fixture.orderCampaign, newPaymentUniqueId(), method) });
  const init = (origin: string) => ({ operationId: 'cardAgreementInit', tenant, token: tokens.order, json: paymentInitBody(context, origin) });
  const staffWrite = (origin: string) => ({
    operationId: 'approveSalesCampaigns',
    pathParams: { tenant },
    json: [{ salesCampaignId: fixture.orderCampaign, approved: true }],
    headers: { origin, ...(context.staffCookie ? { cookie: context.staffCookie } : {}) },
  });
  const outcomes = await Promise.all([
    expectCall(context, securityChecks.unpaidCard, unpaid('Q'), { status: 402, code: 'PAYMENT_NOT_APPROVED' }),
    expectCall(context, securityChecks.unpaidPayPal, unpaid('P'), { status: 402, code: 'PAYMENT_NOT_APPROVED' }),
    expectCall(context, securityChecks.foreignReturnHost, init('https://evil.example'), { status: 400, code: 'INVALID_RETURN_URL' }),
    expectCall(context, securityChecks.ownReturnHost, init(context.shopOrigin), { status: 200 }),
    expectCall(context, securityChecks.crossOriginStaffWrite, staffWrite('https://evil.example'), { status: 403, code: 'CROSS_ORIGIN_REFUSED' }),
  ]);
  // After the refusal, so that a back end that took the forged write cannot hide it behind this one.
  const own = await expectCall(context, securityChecks.ownOriginStaffWrite, staffWrite(new URL(context.target.baseUrl).origin), { status: 200 });
  return [...outcomes, own].map((outcome) => outcome.row);
}
