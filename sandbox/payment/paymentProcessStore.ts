import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { PaymentInitRequest } from '../../core/api/paymentService.ts';
import type { PaymentProcess, PaymentProcessKind, PaymentProcessStatus } from './PaymentProcess.ts';

function rowToProcess(row: Record<string, unknown>): PaymentProcess {
  return {
    processId: String(row.process_id),
    kind: String(row.kind) as PaymentProcessKind,
    tenant: String(row.tenant),
    tokenRandom: String(row.token_random),
    salesCampaignId: row.sales_campaign_id === null || row.sales_campaign_id === undefined ? undefined : String(row.sales_campaign_id),
    amountInCent: row.amount_in_cent === null || row.amount_in_cent === undefined ? undefined : Number(row.amount_in_cent),
    contextToken: String(row.context_token),
    request: JSON.parse(String(row.request)) as PaymentInitRequest,
    status: String(row.status) as PaymentProcessStatus,
    result: row.result ? (JSON.parse(String(row.result)) as Record<string, unknown>) : undefined,
    serviceTicket: row.service_ticket ? String(row.service_ticket) : undefined,
  };
}

/** The sandbox payment service's processes in SQLite: started by an init call, finished on the provider page. */
export const paymentProcessStore = {
  start(
    db: DatabaseSync,
    input: {
      kind: PaymentProcessKind;
      tenant: string;
      tokenRandom: string;
      salesCampaignId: string;
      amountInCent?: number | undefined;
      request: PaymentInitRequest;
      now: Date;
    },
  ): PaymentProcess {
    const processId = `PR-${randomBytes(12).toString('hex')}`;
    const contextToken = randomBytes(16).toString('base64url');
    db.prepare(
      `INSERT INTO payment_processes (process_id, kind, tenant, token_random, sales_campaign_id, amount_in_cent, context_token, request, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      processId, input.kind, input.tenant, input.tokenRandom, input.salesCampaignId, input.amountInCent ?? null, contextToken,
      JSON.stringify(input.request), input.now.toISOString(),
    );
    return this.load(db, processId)!;
  },

  load(db: DatabaseSync, processId: string): PaymentProcess | undefined {
    const row = db.prepare('SELECT * FROM payment_processes WHERE process_id = ?').get(processId);
    return row ? rowToProcess(row as Record<string, unknown>) : undefined;
  },

  /** Finishes a pending process once; returns the service ticket the browser carries back. */
  complete(db: DatabaseSync, processId: string, status: Exclude<PaymentProcessStatus, 'pending'>, result: Record<string, unknown> | undefined, now: Date): string {
    const ticket = `ST-${randomBytes(18).toString('base64url')}`;
    const changed = db
      .prepare(
        `UPDATE payment_processes SET status = ?, result = ?, service_ticket = ?, completed_at = ?
         WHERE process_id = ? AND status = 'pending'`,
      )
      .run(status, result ? JSON.stringify(result) : null, ticket, now.toISOString(), processId);
    if (Number(changed.changes) !== 1) throw new Error(`payment process ${processId} is not pending`);
    return ticket;
  },
};
