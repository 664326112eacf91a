import type { IncomingMessage, ServerResponse } from 'node:http';
import { sandboxPagePolicy } from '../server/pageSecurityHeaders.ts';
import { readBody } from '../server/readBody.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import type { PaymentProcess } from './PaymentProcess.ts';
import { paymentProcessStore } from './paymentProcessStore.ts';
import { renderProviderMessage, renderProviderPage } from './renderProviderPage.ts';
import { readCardEntry } from './testCards.ts';

function page(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  response.end(html);
}

/** The return URL of a finished process with what a provider appends: st, ctxtoken and, for back and error, mode. */
function returnTarget(process: PaymentProcess, status: PaymentProcess['status'], ticket: string): string {
  const { successUrl, backUrl, errorUrl } = process.request.returnUrls;
  const url = new URL(status === 'cancelled' ? backUrl : status === 'failed' ? errorUrl : successUrl);
  url.searchParams.set('st', ticket);
  url.searchParams.set('ctxtoken', process.contextToken);
  if (status === 'cancelled') url.searchParams.set('mode', 'back');
  if (status === 'failed') url.searchParams.set('mode', 'error');
  return url.toString();
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location, 'cache-control': 'no-store' });
  response.end();
}

/**
 * The sandbox provider's hosted page at /sandbox/payment/{processId}: GET shows it, POST takes
 * the reader's choice (approve with a card or PayPal, cancel, or a simulated provider error),
 * finishes the process once and sends the browser to the matching return URL.
 */
export async function handleProviderPage(context: SandboxContext, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const processId = decodeURIComponent(url.pathname.slice('/sandbox/payment/'.length));
  const process = paymentProcessStore.load(context.db, processId);
  if (!process) return page(response, 404, renderProviderMessage('Zahlvorgang unbekannt', 'Diesen Zahlvorgang gibt es nicht.'));
  // The page's form ends, by a 303, at the shop's return URLs: on the tenant's hosts, which init checked.
  response.setHeader('content-security-policy', sandboxPagePolicy(Object.values(process.request.returnUrls).map((url) => new URL(url).origin)));
  if (process.status !== 'pending') {
    const back = returnTarget(process, process.status, process.serviceTicket ?? '');
    return page(response, 409, renderProviderMessage('Zahlvorgang abgeschlossen', 'Dieser Zahlvorgang ist bereits abgeschlossen.', back));
  }
  if (request.method === 'GET') return page(response, 200, renderProviderPage(process));

  const form = new URLSearchParams((await readBody(request, 4 * 1024)).toString('utf8'));
  const action = form.get('action');
  const now = context.now();
  if (action === 'cancel' || action === 'fail') {
    const status = action === 'cancel' ? 'cancelled' : 'failed';
    const ticket = paymentProcessStore.complete(context.db, process.processId, status, undefined, now);
    return redirect(response, returnTarget(process, status, ticket));
  }
  if (action !== 'approve') return page(response, 400, renderProviderPage(process, { error: 'Bitte wählen Sie eine Aktion.' }));

  if (process.kind === 'payPalAgreement') {
    const result = { billingData: { userId: `B-${process.processId.slice(3, 20).toUpperCase()}` } };
    const ticket = paymentProcessStore.complete(context.db, process.processId, 'approved', result, now);
    return redirect(response, returnTarget(process, 'approved', ticket));
  }
  const cardNumber = form.get('cardNumber') ?? '';
  const expiry = form.get('expiry') ?? '';
  const entry = readCardEntry(cardNumber, expiry);
  if ('error' in entry) return page(response, 400, renderProviderPage(process, { error: entry.error, cardNumber, expiry }));
  const status = entry.declined ? 'declined' : 'approved';
  const result = process.kind === 'cardOneOff' && !entry.declined
    ? { ...entry.card, paymentData: { txId: `TX-${process.processId.slice(3, 19)}` } }
    : entry.declined ? undefined : entry.card;
  const ticket = paymentProcessStore.complete(context.db, process.processId, status, result, now);
  return redirect(response, returnTarget(process, status, ticket));
}
