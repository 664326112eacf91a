import type { APIRequestContext } from '@playwright/test';

/** A fault of the sandbox's fault injection (sandbox/README.md). */
export interface SandboxFault {
  readonly call: string;
  readonly status?: number;
  readonly hang?: true;
  readonly malformed?: true;
  readonly invalidJson?: true;
  readonly drop?: true;
  readonly times?: number;
}

/** What the sandbox stored for one order. */
export interface StoredOrder {
  readonly paymentUniqueId: string;
  readonly salesCampaignId: string;
  readonly tenant: string;
  /** The customer number the order was stored with (the create-order response's gpNr). */
  readonly gpNr: string | null;
  readonly paymentMethodKey: string | null;
  /** The price the sandbox computed, in euro, and the annual price where there is one. */
  readonly price: number | null;
  readonly annualPrice: number | null;
  readonly billingFrequency: string | null;
  /** The payment-service process that paid a card or PayPal order (the server's decision, not the browser's). */
  readonly paymentProcessId: string | null;
  readonly request: Record<string, unknown>;
}

/** One stored upload as GET /sandbox/uploads lists it. */
export interface StoredUpload {
  readonly id: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
  readonly width: number | null;
  readonly height: number | null;
}

/** Test-mode controls of the sandbox: reset, faults, stored orders. */
export const sandbox = {
  async reset(request: APIRequestContext): Promise<void> {
    const response = await request.post('/sandbox/reset');
    if (!response.ok()) throw new Error(`sandbox reset failed: ${response.status()}`);
  },
  async inject(request: APIRequestContext, fault: SandboxFault): Promise<void> {
    const response = await request.post('/sandbox/faults', { data: fault });
    if (!response.ok()) throw new Error(`fault injection failed: ${response.status()} ${await response.text()}`);
  },
  async clearFaults(request: APIRequestContext): Promise<void> {
    await request.delete('/sandbox/faults');
  },
  /** The one order a test stored; throws when there is none or more than one. */
  async onlyOrder(request: APIRequestContext): Promise<StoredOrder> {
    const orders = await sandbox.orders(request);
    if (orders.length !== 1) throw new Error(`expected exactly one stored order, found ${orders.length}`);
    return orders[0]!;
  },
  /** Stored student uploads with their byte and pixel size (plugins/student/README.md: compressed phone photos). */
  async uploads(request: APIRequestContext): Promise<StoredUpload[]> {
    const response = await request.get('/sandbox/uploads');
    return ((await response.json()) as { uploads: StoredUpload[] }).uploads;
  },
  async orders(request: APIRequestContext): Promise<StoredOrder[]> {
    const response = await request.get('/sandbox/orders');
    const body = (await response.json()) as { orders?: StoredOrder[] } | StoredOrder[];
    return Array.isArray(body) ? body : (body.orders ?? []);
  },
};
