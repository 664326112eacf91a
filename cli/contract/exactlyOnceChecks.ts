import type { CheckContext, FormTokens } from './CheckContext.ts';
import { newPaymentUniqueId, orderBody } from './checkBodies.ts';
import { expectCall } from './expectCall.ts';
import type { CheckRow } from './judgeAnswer.ts';

const orderNumbersOf = (body: unknown) => JSON.stringify((body as { orderNumbers?: unknown } | undefined)?.orderNumbers ?? null);

/**
 * order/create exactly once per `paymentUniqueId`: the first call creates the order, the same call again answers the
 * same order numbers (a reader's retry after a lost answer orders nothing twice), and the id used for another
 * campaign is 409 PAYMENT_UNIQUE_ID_USED.
 */
export async function exactlyOnceChecks(context: CheckContext, tokens: FormTokens): Promise<CheckRow[]> {
  const { tenant, fixture } = context;
  const id = newPaymentUniqueId();
  const create = { operationId: 'createOrder', tenant, token: tokens.order, json: orderBody(context, fixture.orderCampaign, id) };
  const first = await expectCall(context, 'order/create SEPA', create, { status: 200 });
  const again = await expectCall(context, 'order/create again, same paymentUniqueId', create, { status: 200 });
  const [before, after] = [orderNumbersOf(first.answer?.body), orderNumbersOf(again.answer?.body)];
  const sameOrder: CheckRow = {
    check: 'order/create exactly once: the retry answers the first order',
    expected: `orderNumbers ${before}`,
    seen: `orderNumbers ${after}`,
    passed: first.row.passed && again.row.passed && before === after && before !== 'null',
  };
  const reused = await expectCall(
    context,
    'paymentUniqueId reused for another campaign',
    { operationId: 'createOrder', tenant, token: tokens.otherCampaign, json: orderBody(context, fixture.otherCampaign, id) },
    { status: 409, code: 'PAYMENT_UNIQUE_ID_USED' },
  );
  return [first.row, again.row, sameOrder, reused.row];
}
