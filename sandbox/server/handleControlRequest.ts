import type { IncomingMessage, ServerResponse } from 'node:http';
import { readImageInfo } from '../domain/readImageInfo.ts';
import { readJpegSize } from '../domain/readJpegSize.ts';
import { faultInput } from './faultInput.ts';
import type { Fault } from './createFaultRegistry.ts';
import { isApiFailure } from './apiFailure.ts';
import { isCrossOriginRequest } from './requestOrigin.ts';
import { parseJsonBody } from './parseJsonBody.ts';
import { readBody } from './readBody.ts';
import type { SandboxContext } from './SandboxContext.ts';
import { sendAnswer } from './sendAnswer.ts';

/**
 * The sandbox-only control endpoints (dev and test mode; 404 in production):
 * POST/DELETE/GET /sandbox/faults, GET /sandbox/orders, GET /sandbox/uploads (stored uploads with
 * name, type, size and, for images, pixel size; never the content), POST /sandbox/reset (test mode only).
 * A request from another web page is refused with 403 CROSS_ORIGIN_REFUSED, and no answer carries
 * CORS headers, so no page a developer visits can inject faults or read orders.
 */
export async function handleControlRequest(context: SandboxContext, request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
  const key = `${request.method} ${url.pathname}`;
  const known = ['POST /sandbox/faults', 'DELETE /sandbox/faults', 'GET /sandbox/faults', 'GET /sandbox/orders', 'GET /sandbox/uploads', 'POST /sandbox/reset'];
  if (!known.includes(key)) return false;
  if (context.mode === 'production' || (key === 'POST /sandbox/reset' && context.mode !== 'test')) {
    sendAnswer(response, { status: 404, json: { error: 'NOT_FOUND' } });
    return true;
  }
  if (isCrossOriginRequest(request.headers)) {
    request.resume();
    sendAnswer(response, { status: 403, json: { error: 'CROSS_ORIGIN_REFUSED' } });
    return true;
  }
  try {
    if (key === 'POST /sandbox/faults') {
      const fault = parseJsonBody(await readBody(request, 4 * 1024), faultInput) as Fault;
      context.faults.add(fault);
      sendAnswer(response, { status: 201, json: { faults: context.faults.list() } });
    } else if (key === 'DELETE /sandbox/faults') {
      context.faults.clear();
      sendAnswer(response, { status: 204 });
    } else if (key === 'GET /sandbox/faults') {
      sendAnswer(response, { status: 200, json: { faults: context.faults.list() } });
    } else if (key === 'GET /sandbox/orders') {
      const orders = context.db.prepare('SELECT * FROM orders ORDER BY id').all().map((row) => ({
        orderNumber: row.order_number,
        tenant: row.tenant,
        salesCampaignId: row.campaign_id,
        paymentUniqueId: row.payment_unique_id,
        gpNr: row.gp_nr,
        paymentMethodKey: row.payment_method_key,
        billingFrequency: row.billing_frequency,
        price: row.price,
        annualPrice: row.annual_price,
        paymentProcessId: row.payment_process_id,
        voucherCode: row.voucher_code,
        createdAt: row.created_at,
        request: JSON.parse(String(row.request)),
      }));
      sendAnswer(response, { status: 200, json: { orders } });
    } else if (key === 'GET /sandbox/uploads') {
      const uploads = context.db.prepare('SELECT * FROM uploads ORDER BY created_at').all().map((row) => {
        const content = row.content instanceof Uint8Array ? row.content : new Uint8Array();
        const size = readJpegSize(content) ?? readImageInfo(content);
        return {
          id: row.id,
          tenant: row.tenant,
          fileName: row.original_name,
          contentType: row.content_type,
          size: row.size,
          width: size?.width ?? null,
          height: size?.height ?? null,
        };
      });
      sendAnswer(response, { status: 200, json: { uploads } });
    } else {
      context.reset();
      context.faults.clear();
      sendAnswer(response, { status: 204 });
    }
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    sendAnswer(response, error.answer);
  }
  return true;
}
