import { createServer, request as forward } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A guarantee of docs/security.md, "Security model" (or of docs/vouchers.md, "Voucher codes") the broken back end gives up. */
export type Breach = 'unpaidCardOrder' | 'foreignReturnHost' | 'crossOriginStaffWrite' | 'voucherIgnoredInPrice';

/** A back end in front of the sandbox that breaks one guarantee and passes everything else through unchanged. */
export interface BrokenBackEnd {
  readonly url: string;
  close(): Promise<void>;
}

/** The body and headers of a request as the broken back end lets it through. */
interface Passed {
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  /** An answer given instead of asking the sandbox. */
  readonly answer?: { readonly status: number; readonly json: unknown };
}

const readAll = async (request: IncomingMessage) => Buffer.concat(await request.toArray());

function parsed(body: Buffer): Record<string, unknown> | undefined {
  try {
    return JSON.parse(body.toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** What the breach does to a request. */
function breach(kind: Breach, request: IncomingMessage, body: Buffer): Passed {
  const path = request.url ?? '';
  const json = parsed(body);
  const ownOrigin = `http://${request.headers.host}`;
  if (kind === 'unpaidCardOrder' && path.endsWith('/order/create') && json?.paymentMethodKey === 'Q' && json.paymentProcessId === undefined) {
    // Takes the card order as the browser describes it, without asking the payment service.
    return { headers: request.headers, body, answer: { status: 200, json: { orderNumbers: ['UNPAID-1'], temporary: false } } };
  }
  if (kind === 'foreignReturnHost' && path.includes('/payment-service/') && path.endsWith('/init') && json) {
    // Sends the sandbox the shop's own return URLs, so whatever host the browser named is accepted.
    const own = `${ownOrigin}/neubestellung/abo/zahlung`;
    const rewritten = { ...json, shopInfo: { shopDomain: new URL(ownOrigin).hostname }, returnUrls: { successUrl: own, backUrl: own, errorUrl: own } };
    return { headers: request.headers, body: Buffer.from(JSON.stringify(rewritten)) };
  }
  if (kind === 'voucherIgnoredInPrice' && path.includes('/priceWithDeliveryDate/') && json && 'voucherCode' in json) {
    // Prices from the catalogue alone: the code the reader redeemed never reaches the price.
    const { voucherCode: _dropped, ...withoutCode } = json;
    return { headers: request.headers, body: Buffer.from(JSON.stringify(withoutCode)) };
  }
  if (kind === 'crossOriginStaffWrite' && request.headers.origin) {
    // Claims every request came from the own origin.
    return { headers: { ...request.headers, origin: ownOrigin }, body };
  }
  return { headers: request.headers, body };
}

/**
 * Starts a back end on a random port that forwards every request to the sandbox at `sandboxUrl`, keeping the Host
 * (so the sandbox's own-origin rules see this server), except that it breaks one guarantee of the security model:
 * the conformance check must find exactly that.
 */
export async function startBrokenBackEnd(sandboxUrl: string, kind: Breach): Promise<BrokenBackEnd> {
  const target = new URL(sandboxUrl);
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const passed = breach(kind, request, await readAll(request));
    if (passed.answer) {
      response.writeHead(passed.answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(passed.answer.json));
      return;
    }
    const headers = { ...passed.headers, 'content-length': String(passed.body.length) };
    const upstream = forward({ host: target.hostname, port: target.port, method: request.method, path: request.url, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    upstream.end(passed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
