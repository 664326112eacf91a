import { adminAppMarker } from '../../admin/app/adminAppMarker.ts';
import { journey } from '../support/journey.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('a reader who orders downloads no admin code; the admin area loads it on /internal', async ({ page, request }) => {
  // Bodies are read as they come; each check waits for every body read so far.
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  const scriptsSoFar = () => Promise.all(bodies);
  await journey.toSuccess(page, { tenant: 'sz', query: 'wa=SZ-DIGITAL-STANDARD' });
  expect(await sandbox.onlyOrder(request)).toBeDefined();
  const readerScripts = await scriptsSoFar();
  expect(readerScripts.length).toBeGreaterThan(0);
  expect(readerScripts.some((script) => script.includes(adminAppMarker))).toBe(false);

  await page.goto('/internal?tenant=sz');
  await expect(page).toHaveURL(/\/sandbox\/login/);
  expect((await scriptsSoFar()).some((script) => script.includes(adminAppMarker))).toBe(true);
});
