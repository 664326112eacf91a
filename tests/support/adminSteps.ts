import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** A seeded staff account per tenant (sandbox/README.md "Staff"): `<mailbox>@<tenant>.verlag.example`. */
export type StaffMailbox = 'admin' | 'keyuser' | 'benutzer' | 'ohne-rechte';

/** Steps of the admin area's browser tests. */
export const adminSteps = {
  /**
   * Opens `path` of the admin area for `tenant`, which sends a visitor to the staff login; picks the
   * account and comes back logged in.
   */
  async login(page: Page, tenant: string, mailbox: StaffMailbox, path = '/internal'): Promise<void> {
    await page.goto(`${path}?tenant=${tenant}`);
    await expect(page).toHaveURL(/\/sandbox\/login/);
    await page.getByLabel(`${mailbox}@${tenant}.verlag.example`).check();
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    // The admin app renders its first heading only after the login check, the admin data and the role.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
  /** The home's navigation of the admin areas. */
  areas(page: Page) {
    return page.getByRole('navigation', { name: 'Bereiche der Verwaltung' });
  },
};
