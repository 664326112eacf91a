import { funnelSteps } from './support/funnelSteps.ts';
import { journey } from './support/journey.ts';
import { pluginSteps } from './support/pluginSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { expect, test } from './support/test.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
  await sandbox.clearFaults(request);
});
const dir = '/tmp/w12-shots';

for (const tenant of ['stz', 'kwz']) {
  for (const width of [375, 1280]) {
    test(`shots ${tenant} ${width}`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/neubestellung/abo/?tenant=gibtsnicht');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${dir}/unsupported-${width}.png`, fullPage: true });
      await sandbox.inject(request, { call: 'initialFormData', status: 500, times: 1 });
      await funnelSteps.open(page, tenant, `wa=${tenant.toUpperCase()}-DIGITAL-STANDARD`);
      await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      await page.screenshot({ path: `${dir}/${tenant}-server-${width}.png`, fullPage: true });
      await journey.toPayment(page, { tenant, query: `wa=${tenant.toUpperCase()}-DIGITAL-STANDARD` });
      await page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
      await page.getByRole('textbox', { name: 'IBAN', exact: true }).fill('DE89370400440532013000');
      await page.getByRole('textbox', { name: 'IBAN', exact: true }).blur();
      await expect(page.getByText(/Ihre Bank:/)).toBeVisible();
      await page.screenshot({ path: `${dir}/${tenant}-payment-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Weiter', exact: true }).click();
      await page.screenshot({ path: `${dir}/${tenant}-summary-${width}.png`, fullPage: false });
      await funnelSteps.open(page, 'stz', 'wa=STZ-PRINT-STANDARD');
      await pluginSteps.fillOrderForm(page, { firstName: 'Rita', lastName: 'Rottweil' }, pluginSteps.addresses.rottweil);
      await funnelSteps.acceptTermsAndContinue(page);
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: `${dir}/${tenant}-subtitle-${width}.png` });
    });
  }
}
for (const width of [320, 375]) {
  test(`bonus ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await funnelSteps.open(page, 'kwz', 'wa=KWZ-PRINT-PRAEMIE');
    await funnelSteps.expectStepHeading(page, 'Wählen Sie Ihre Prämie');
    await page.screenshot({ path: `${dir}/bonus-${width}.png`, fullPage: true });
  });
}
