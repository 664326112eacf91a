import { adminAppMarker } from '../../admin/app/adminAppMarker.ts';
import { journey } from '../support/journey.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('a reader who orders downloads no admin code; the admin area loads it on /internal', async ({ page, request }) => {
  // The scripts' addresses are noted as they come and their bodies fetched afterwards: a body read from the page's own
  // response is gone once the page navigates on (the admin app leaves for the login at once without a session).
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  const scriptsSoFar = () => Promise.all(scripts.map(async (url) => (await request.get(url)).text()));
  await journey.toSuccess(page, { tenant: 'sz', query: 'wa=SZ-DIGITAL-STANDARD' });
  expect(await sandbox.onlyOrder(request)).toBeDefined();
  const readerScripts = await scriptsSoFar();
  expect(readerScripts.length).toBeGreaterThan(0);
  expect(readerScripts.some((script) => script.includes(adminAppMarker))).toBe(false);

  await page.goto('/internal?tenant=sz');
  await expect(page).toHaveURL(/\/sandbox\/login/);
  expect((await scriptsSoFar()).some((script) => script.includes(adminAppMarker))).toBe(true);
});
