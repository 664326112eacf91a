import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { request as requestContext } from '@playwright/test';
import { funnelSteps } from '../support/funnelSteps.ts';
import { orderSteps } from '../support/orderSteps.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';
import { copyRepository } from './copyRepository.ts';
import { freePort, runAboflow, startAboflow } from './runAboflow.ts';
import type { ServingAboflow } from './runAboflow.ts';

// The new publisher and the `tenant new` flags an integrator types; adapt here when the scaffold's questions change.
const key = 'nwz';
// The publisher's own identity, as an integrator gives it: a package with placeholders passes the check with warnings
// but does not build (tenants/README.md, "Checking a tenant").
const tenantNewArgs = [
  'tenant', 'new', key,
  '--name', 'Nordwest-Zeitung',
  '--hosts', 'abo.nwz-online.de',
  '--tracking-id', 'GTM-NWZ4711',
  '--website', 'https://www.nwz-online.de',
  '--account-url', 'https://konto.nwz-online.de',
  '--phone', '+49 441 99880',
  '--consent-host', 'https://consent.nwz-online.de',
  '--sepa-creditor-id', 'DE13ZZZ00000012345',
];
const repositoryRoot = join(import.meta.dirname, '..', '..');

let root = '';
let server: ServingAboflow | undefined;

test.afterAll(async () => {
  await server?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

test('a new publisher takes an order within minutes: tenant new → check → build → sandbox → order stored under its key', async ({ page }) => {
  test.setTimeout(300_000);
  const began = performance.now();
  const step = async (args: readonly string[]) => {
    const run = await runAboflow(root, args);
    expect(run.code, `aboflow ${args.join(' ')}:\n${run.output}`).toBe(0);
    return run.output;
  };

  root = copyRepository(repositoryRoot);
  expect(await step(tenantNewArgs)).toContain('tenant check: ok');
  await step(['tenant', 'check', key]);
  await step(['build', '--tenant', key]);
  const port = await freePort();
  // Ready when the CLI prints the URL it serves; it listens before it prints.
  server = await startAboflow(root, ['preview', '--tenant', key, '--port', String(port)], /Previewing dist\/nwz\/ at (\S+)/, 60_000);
  const url = /Previewing dist\/nwz\/ at (\S+)/.exec(server.output())![1]!;
  expect(url).toBe(`http://localhost:${port}/neubestellung/abo/?wa=NWZ-DIGITAL-STANDARD`);

  // Start as the publisher's nginx serves it: rendered for this reader by the Start renderer, typed into at once.
  await expect.poll(() => server?.output()).toContain('Start is rendered for each reader by the Start renderer');
  await page.goto(url);
  await expect(page.locator('#root')).toHaveAttribute('data-answered', '');
  await funnelSteps.fillPerson(page, { firstName: 'Nora', lastName: 'Nordmann', email: 'nora@example.de' });
  await funnelSteps.fillStreetAddress(page, { street: 'Königstraße', streetNumber: '12', zipCode: '70173', city: 'Stuttgart' });
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payBySepa(page);
  await orderSteps.placeOrder(page);

  const api = await requestContext.newContext({ baseURL: `http://localhost:${port}` });
  const orders = await sandbox.orders(api);
  await api.dispose();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ tenant: key, salesCampaignId: 'NWZ-DIGITAL-STANDARD', paymentMethodKey: '7' });

  const seconds = (performance.now() - began) / 1000;
  // The figure the issue asks for: the whole onboarding, builds included (target: under 2 minutes).
  console.log(`Onboarding of "${key}" took ${seconds.toFixed(1)} s (target: under 120 s).`);
  test.info().annotations.push({ type: 'onboarding wall time', description: `${seconds.toFixed(1)} s` });
});
