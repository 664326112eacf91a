import { describe, expect, it } from 'vitest';
import type { CreateOrderResponse } from '../api/entities/createOrderResponse.ts';
import { apiCallError } from '../api/apiCallError.ts';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { createOrderOnce } from './createOrderOnce.ts';
import { funnelContextFixture, orderFormDataFixture } from './funnelContextFixture.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function orderContext(createOrder: () => Promise<CreateOrderResponse>) {
  const fixture = funnelContextFixture({ tenant: tenantFixture, createOrder });
  const { store } = fixture.context;
  store.formData.value = orderFormDataFixture;
  store.addresses.value = { privateAddress: { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.de' } };
  store.payment.value = { methodKey: 'Y', billingFrequency: '12', paymentData: { paymentMethod: 'invoice' } };
  return fixture;
}

describe('createOrderOnce', () => {
  it('creates the order, stores the result, sets orderCreated and tracks the transaction once', async () => {
    const { context, record } = orderContext(async () => ({ orderNumbers: ['SZ-40000001'], registrationPossible: true }));
    const outcome = await createOrderOnce(context, memoryStorage());
    expect(outcome).toEqual({ kind: 'created', result: { orderNumbers: ['SZ-40000001'], registrationPossible: true } });
    expect(context.store.orderResult.value?.orderNumbers).toEqual(['SZ-40000001']);
    expect(context.store.flags.value.orderCreated).toBe(true);
    expect(record.orders).toHaveLength(1);
    expect(record.orders[0]?.paymentUniqueId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(record.events.filter((event) => event.type === 'transaction')).toHaveLength(1);
  });

  it('sends the same paymentUniqueId when retried after a failure', async () => {
    let calls = 0;
    const { context, record } = orderContext(async () => {
      calls += 1;
      if (calls === 1) throw apiCallError('createOrder', 'timeout');
      return { orderNumbers: ['SZ-2'] };
    });
    const storage = memoryStorage();
    const failed = await createOrderOnce(context, storage);
    expect(failed.kind).toBe('failed');
    expect(context.store.flags.value.orderCreated).toBe(false);
    expect(record.events).toEqual([]);
    expect((await createOrderOnce(context, storage)).kind).toBe('created');
    expect(record.orders).toHaveLength(2);
    expect(record.orders[1]?.paymentUniqueId).toBe(record.orders[0]?.paymentUniqueId);
  });

  it('sends the kept id again after a reload, from session storage', async () => {
    const storage = memoryStorage();
    const before = orderContext(async () => {
      throw apiCallError('createOrder', 'network');
    });
    await createOrderOnce(before.context, storage);
    const after = orderContext(async () => ({ orderNumbers: ['SZ-3'] }));
    await createOrderOnce(after.context, storage);
    expect(after.record.orders[0]?.paymentUniqueId).toBe(before.record.orders[0]?.paymentUniqueId);
  });

  it('never calls again once the order is created', async () => {
    const { context, record } = orderContext(async () => ({ orderNumbers: ['SZ-4'] }));
    const storage = memoryStorage();
    await createOrderOnce(context, storage);
    const again = await createOrderOnce(context, storage);
    expect(again).toEqual({ kind: 'created', result: { orderNumbers: ['SZ-4'] } });
    expect(record.orders).toHaveLength(1);
    expect(record.events.filter((event) => event.type === 'transaction')).toHaveLength(1);
  });

  it('ends the attempt after success: a new order of the campaign in the same tab gets a new id', async () => {
    const storage = memoryStorage();
    const first = orderContext(async () => ({ orderNumbers: ['SZ-5'] }));
    await createOrderOnce(first.context, storage);
    const second = orderContext(async () => ({ orderNumbers: ['SZ-6'] }));
    await createOrderOnce(second.context, storage);
    expect(second.record.orders[0]?.paymentUniqueId).not.toBe(first.record.orders[0]?.paymentUniqueId);
  });

  it('sends one request for a double click while the call runs', async () => {
    let answer: (value: CreateOrderResponse) => void = () => undefined;
    const { context, record } = orderContext(() => new Promise((resolve) => (answer = resolve)));
    const storage = memoryStorage();
    const first = createOrderOnce(context, storage);
    const second = createOrderOnce(context, storage);
    answer({ orderNumbers: ['SZ-5'] });
    expect(await first).toEqual(await second);
    expect(record.orders).toHaveLength(1);
    expect(record.events.filter((event) => event.type === 'transaction')).toHaveLength(1);
  });

  it('counts a failed order request (no form data) as a failure, not a crash', async () => {
    const { context, record } = orderContext(async () => ({ orderNumbers: ['SZ-6'] }));
    context.store.formData.value = undefined;
    const outcome = await createOrderOnce(context, memoryStorage());
    expect(outcome.kind).toBe('failed');
    expect(record.orders).toEqual([]);
  });
});
