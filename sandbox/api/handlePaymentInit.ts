import { paymentInitRequest } from '../../core/api/paymentService.ts';
import type { PaymentInitResponse } from '../../core/api/paymentService.ts';
import type { PaymentProcessKind } from '../payment/PaymentProcess.ts';
import { paymentProcessStore } from '../payment/paymentProcessStore.ts';
import { apiFailure } from '../server/apiFailure.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';
import type { ApiHandler } from './ApiHandler.ts';
import { refuseInPreview } from './previewAccess.ts';

/** A return URL the provider may send the browser to: http(s) on the shop's own domain, nothing else. */
function isShopUrl(value: string, shopDomain: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname === shopDomain && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The provider page's address as the browser reaches this server. */
function providerPageUrl(headers: Record<string, string | string[] | undefined>, processId: string): string {
  const host = String(headers['x-forwarded-host'] ?? headers.host ?? 'localhost');
  const protocol = String(headers['x-forwarded-proto'] ?? 'http') === 'https' ? 'https' : 'http';
  return `${protocol}://${host}/sandbox/payment/${encodeURIComponent(processId)}`;
}

/**
 * The init calls of the payment service (platform.md section 7): checks the body, refuses return
 * URLs off the shop's domain (the provider would otherwise send the reader and the ticket anywhere),
 * asks the one-off payment for its order and `settleAccount: false` and the others for neither,
 * starts a process under the form token and answers the provider page as absUrl. A staff preview pays nothing (refused).
 */
export function paymentInitHandler(kind: PaymentProcessKind): ApiHandler {
  return (context, request) => {
    refuseInPreview(request);
    const body = parseJsonBody(request.body, paymentInitRequest);
    const badUrls = Object.entries(body.returnUrls).filter(([, url]) => !isShopUrl(url, body.shopInfo.shopDomain));
    if (badUrls.length > 0) {
      throw apiFailure(400, 'INVALID_RETURN_URL', {
        fields: badUrls.map(([name]) => ({ path: `returnUrls.${name}`, message: `an http(s) URL on ${body.shopInfo.shopDomain}` })),
      });
    }
    const oneOff = kind === 'cardOneOff';
    if (oneOff && (!body.order || body.settleAccount !== false)) {
      throw apiFailure(400, 'INVALID_BODY', { fields: [{ path: 'order', message: 'a one-off payment needs order and settleAccount false' }] });
    }
    if (!oneOff && (body.order || body.settleAccount !== undefined)) {
      throw apiFailure(400, 'INVALID_BODY', { fields: [{ path: 'order', message: 'only the one-off payment takes an order' }] });
    }
    const process = paymentProcessStore.start(context.db, {
      kind,
      tenant: request.tenant,
      tokenRandom: request.token?.content.random ?? '',
      request: body,
      now: context.now(),
    });
    const answer: PaymentInitResponse = { absUrl: providerPageUrl(request.headers, process.processId), processId: process.processId };
    return { status: 200, json: answer };
  };
}
