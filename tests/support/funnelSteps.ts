import { expect, type Page, test } from '@playwright/test';
import { describeFrozenPage, stalledFramesAnnotation } from './describeFrozenPage.ts';

/** Steps a reader takes in the funnel, written once for every browser test. */
export const funnelSteps = {
  async open(page: Page, tenant: string, query: string): Promise<void> {
    await page.goto(`/neubestellung/abo/?tenant=${tenant}&${query}`);
  },

  /** Logs in on the sandbox login page as the seeded customer with this customer number, then returns to the campaign. */
  async loginAs(page: Page, tenant: string, query: string, customerNumber: string): Promise<void> {
    const redirect = `/neubestellung/abo/?tenant=${tenant}&${query}`;
    await page.goto(`/sandbox/login?redirect=${encodeURIComponent(redirect)}`);
    await page.getByLabel(new RegExp(`Kundennummer ${customerNumber}`)).check();
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  },

  async fillPerson(page: Page, person: { salutation?: string; firstName: string; lastName: string; email?: string }): Promise<void> {
    await page.getByLabel('Anrede').selectOption({ label: person.salutation ?? 'Frau' });
    await page.getByLabel('Vorname').fill(person.firstName);
    await page.getByLabel('Nachname').fill(person.lastName);
    if (person.email) await page.getByLabel('E-Mail-Adresse').fill(person.email);
  },

  async fillStreetAddress(page: Page, address: { street: string; streetNumber: string; zipCode: string; city: string }): Promise<void> {
    await page.getByRole('textbox', { name: 'Straße', exact: true }).fill(address.street);
    await page.getByLabel('Hausnummer').fill(address.streetNumber);
    await page.getByRole('textbox', { name: 'PLZ', exact: true }).fill(address.zipCode);
    await page.getByRole('textbox', { name: 'Ort', exact: true }).fill(address.city);
  },

  /** Chooses the post-office-box variant of an address form and fills the box, its zip code and city. */
  async fillPostOfficeBox(page: Page, box: { postOfficeBox: string; zipCode: string; city: string }): Promise<void> {
    await page.getByRole('group', { name: 'Art der Adresse' }).getByRole('radio', { name: 'Postfachadresse' }).check();
    await page.getByRole('textbox', { name: 'Postfach', exact: true }).fill(box.postOfficeBox);
    await page.getByRole('textbox', { name: 'PLZ des Postfachs', exact: true }).fill(box.zipCode);
    await page.getByRole('textbox', { name: 'Ort des Postfachs', exact: true }).fill(box.city);
  },

  async acceptTermsAndContinue(page: Page): Promise<void> {
    const checked = page.getByLabel(/Allgemeinen Geschäftsbedingungen/).check();
    // The first click on Start that waits for a frame: where a page that stopped producing frames shows (docs/testing.md,
    // "A page that stops producing frames"). The reading is printed and reported, and a nudge may let frames run again.
    const late = await Promise.race([checked.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 15_000))]);
    if (late) {
      const reading = await describeFrozenPage(page, 'checking the terms');
      console.log(reading);
      test.info().annotations.push({ type: stalledFramesAnnotation, description: reading });
    }
    await checked;
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  },

  async expectHeading(page: Page, name: string | RegExp): Promise<void> {
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  },

  /** A start-page step's heading (h2 under the page's h1 that names the order). */
  async expectStepHeading(page: Page, name: string | RegExp): Promise<void> {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  },
};
