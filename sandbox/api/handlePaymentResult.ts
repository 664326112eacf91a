import type { PaymentProcessKind } from '../payment/PaymentProcess.ts';
import { paymentProcessStore } from '../payment/paymentProcessStore.ts';
import { apiFailure } from '../server/apiFailure.ts';
import type { ApiHandler } from '../server/ApiRequest.ts';

/**
 * The result calls of the payment service (platform.md section 7), with processId and
 * serviceTicket: the process must be of this kind, started under the same form token and tenant,
 * and finished on the provider page with this ticket. Asking again answers the same result, so
 * a reloaded return page gets what the first load got.
 */
export function paymentResultHandler(kind: PaymentProcessKind): ApiHandler {
  return (context, request) => {
    const processId = request.query.get('processId') ?? '';
    const serviceTicket = request.query.get('serviceTicket') ?? '';
    const process = processId ? paymentProcessStore.load(context.db, processId) : undefined;
    if (!process || process.kind !== kind) throw apiFailure(404, 'UNKNOWN_PROCESS', { fields: [{ path: 'processId', message: `no ${kind} process` }] });
    if (process.tenant !== request.tenant || process.tokenRandom !== request.token?.content.random) {
      throw apiFailure(403, 'PROCESS_OF_ANOTHER_ORDER');
    }
    if (process.status === 'pending') throw apiFailure(409, 'PROCESS_NOT_COMPLETED');
    if (!serviceTicket || serviceTicket !== process.serviceTicket) throw apiFailure(403, 'INVALID_SERVICE_TICKET');
    if (process.status === 'approved') return { status: 200, json: process.result };
    if (process.status === 'declined') return { status: 200, json: { declined: true } };
    throw apiFailure(409, process.status === 'cancelled' ? 'PROCESS_CANCELLED' : 'PROCESS_FAILED');
  };
}
