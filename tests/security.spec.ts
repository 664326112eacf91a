import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { funnelSteps } from './support/funnelSteps.ts';
import { journey } from './support/journey.ts';
import { sandbox } from './support/sandbox.ts';
import { loadTenantPackage } from './support/tenantPackages.ts';
import { expect, test } from './support/test.ts';

const stuttgart = { street: 'Königstraße', streetNumber: '12', zipCode: '70173', city: 'Stuttgart' };

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
  await sandbox.clearFaults(request);
});

test('a form token sent for another tenant is refused: the reader sees the server error page and no order is stored', async ({ page, request }) => {
  // The page's token was issued for stz; the order call claims sz, as a tampered client would.
  await page.route('**/api/order-service/v1/order/create', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'osc-tenant': 'sz' } }),
  );
  await journey.toVerification(page);
  const answer = page.waitForResponse('**/api/order-service/v1/order/create');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  expect((await answer).status()).toBe(403);
  await expect(page).toHaveURL(/\/neubestellung\/abo\/error\/server$/);
  await expect(page.getByText(/Serverproblem/)).toBeVisible();
  expect(await sandbox.orders(request)).toHaveLength(0);
});

test('the untampered order of the same page goes through with its bound token', async ({ page, request }) => {
  await journey.toSuccess(page);
  expect(await sandbox.onlyOrder(request)).toMatchObject({ tenant: 'stz', salesCampaignId: 'STZ-DIGITAL-STANDARD' });
});

test('a foreign sourceUrl is not used as the exit link; an article of the tenant is', async ({ page }) => {
  const tenant = await loadTenantPackage('sz');
  const query = (source: string) => `wa=SZ-DIGITAL-FOLGEANGEBOT&sourceUrl=${encodeURIComponent(source)}`;
  await funnelSteps.loginAs(page, 'sz', query('https://evil.example/phishing'), '3000000004');
  await expect(page).toHaveURL(/\/FollowUpOffer$/);
  const leave = page.locator('a.button--secondary');
  await expect(leave).toHaveAttribute('href', tenant.backLink);

  await funnelSteps.open(page, 'sz', query('https://www.sueddeutsche.de/politik/artikel-1'));
  await expect(page).toHaveURL(/\/FollowUpOffer$/);
  await expect(leave).toHaveAttribute('href', 'https://www.sueddeutsche.de/politik/artikel-1');
});

test('the order form refuses a name with a bidi override at the field in German, before anything is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/order/checkAddresses')) sent.push(request.url());
  });
  await funnelSteps.open(page, 'stz', 'wa=STZ-PRINT-STANDARD');
  await funnelSteps.fillPerson(page, { firstName: 'Erika', lastName: 'Muster\u202Emann' });
  await funnelSteps.fillStreetAddress(page, stuttgart);
  await funnelSteps.acceptTermsAndContinue(page);
  const lastName = page.getByLabel('Nachname');
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#field-lastName-error')).toHaveText('Bitte entfernen Sie Steuerzeichen, Zeilenumbrüche und unsichtbare Richtungszeichen aus diesem Feld.');
  await expect(lastName).toHaveValue('Muster\u202Emann');
  await expect(page.getByLabel('Vorname')).toHaveValue('Erika');
  expect(sent).toEqual([]);
});

test('a web page of another origin can neither inject faults nor read orders; the own origin can', async ({ page, request, baseURL }) => {
  const own = new URL(baseURL!);
  // A page of another site on this machine, served from a network address like any page (a page Playwright fulfils has
  // none, and Chromium would refuse its requests to localhost before they reach the server).
  const foreign = createServer((_request, response) => response.end('<!doctype html><title>Fremde Seite</title>'));
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  const { port } = foreign.address() as AddressInfo;
  await page.goto(`http://127.0.0.1:${port}/`);
  const status = await page.evaluate(async (target) => {
    // A simple no-cors POST reaches a server without a preflight: the server itself must refuse it.
    await fetch(`${target}/sandbox/faults`, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: '{"call":"createOrder","status":500}' });
    try {
      return (await fetch(`${target}/sandbox/orders`)).status;
    } catch {
      return 'blocked';
    }
  }, own.origin);
  expect(status).toBe('blocked');
  expect(await (await request.get('/sandbox/faults')).json()).toEqual({ faults: [] });
  foreign.close();

  await page.goto('/neubestellung/abo/?tenant=sz&wa=SZ-DIGITAL-STANDARD');
  const sameOrigin = await page.evaluate(async () => (await fetch('/sandbox/orders')).status);
  expect(sameOrigin).toBe(200);
});

test('the login page does not follow a redirect with a tab that Chromium reads as another host', async ({ page }) => {
  await page.goto(`/sandbox/login?redirect=${encodeURIComponent('/\t/evil.example/')}`);
  await page.getByLabel(/Kundennummer 3000000001/).check();
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/neubestellung\/abo\/\?st=ST-/);
});

test('after ten failed connect attempts of a login the next one is refused (429) and the reader sees the server error page', async ({ page }) => {
  await page.goto(`/sandbox/login?redirect=${encodeURIComponent('/neubestellung/abo/?tenant=sz&wa=SZ-DIGITAL-STANDARD')}`);
  await page.getByLabel(/Anna Neukunde/).check();
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  const openConnect = page.getByRole('button', { name: 'Sind Sie bereits Abonnentin oder Abonnent?' });
  await expect(openConnect).toBeVisible();
  // Ten guesses at different numbers with the page's own session, as a script on the page would send them.
  const statuses = await page.evaluate(async () => {
    const answers: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const response = await fetch('/api/gp-service/v1/connectUser', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ gpNr: `31000000${10 + index}`, name: 'Schmidt' }),
      });
      answers.push(response.status);
    }
    return answers;
  });
  expect(statuses).toEqual([...Array.from({ length: 10 }, () => 200), 429]);
  await openConnect.click();
  const form = page.getByRole('form', { name: 'Kundennummer verknüpfen' });
  await form.getByRole('textbox', { name: 'Kundennummer' }).fill('3000000101');
  await form.getByRole('textbox', { name: 'Nachname' }).fill('Schmidt');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Kundennummer verknüpfen' }).click();
  await expect(page).toHaveURL(/\/neubestellung\/abo\/error\/server$/);
  await expect(page.getByText(/Serverproblem/)).toBeVisible();
});
