import type { PaymentInitRequest } from '../../core/api/paymentService.ts';
import type { TestSandbox } from './testSandbox.ts';

/** An init body of an sz payment with return URLs on sz's production host. */
export function szPaymentInit(shop = 'abo.sueddeutsche.de', returnPath = '/card/agreement/result'): PaymentInitRequest {
  const returnUrl = `https://${shop}${returnPath}`;
  return {
    user: { customerId: null, firstname: 'Erika', lastname: 'Mustermann' },
    shopInfo: { shopDomain: shop },
    returnUrls: { successUrl: returnUrl, backUrl: returnUrl, errorUrl: returnUrl },
  };
}

/** What the provider page did with the reader's choice: its status, where it sent the browser, and its page. */
export interface ProviderPageAnswer {
  readonly status: number;
  readonly location: URL | undefined;
  readonly html: string;
  /** The service ticket the browser carries back (`st`), empty when there is none. */
  readonly serviceTicket: string;
}

/** Opens the sandbox provider page of `absUrl` and submits `form` as the reader would (approve with a card, cancel, fail). */
export async function submitProviderPage(sandbox: TestSandbox, absUrl: string, form: Record<string, string>): Promise<ProviderPageAnswer> {
  const path = new URL(absUrl).pathname;
  const page = await sandbox.fetch(path);
  if (page.status !== 200) throw new Error(`The provider page ${path} answered ${page.status}`);
  await page.text();
  const answer = await sandbox.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  const location = answer.headers.get('location');
  const url = location ? new URL(location) : undefined;
  return { status: answer.status, location: url, html: await answer.text(), serviceTicket: url?.searchParams.get('st') ?? '' };
}

/** The sandbox's test card the provider approves. */
export const approvedVisa = { action: 'approve', cardNumber: '4111 1111 1111 1111', expiry: '12/29' } as const;
