import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** A seeded staff account per tenant (sandbox/README.md "Staff"): `<mailbox>@<tenant>.verlag.example`. */
export type StaffMailbox = 'admin' | 'keyuser' | 'benutzer' | 'ohne-rechte';

/** Steps of the admin area's browser tests. */
export const adminSteps = {
  /**
   * Opens `path` of the admin area for `tenant` logged in as the account: the staff login's form is sent by a request,
   * and the page opens the address it answers with (its service ticket), so the admin app starts once. The tests of
   * the login itself use {@link adminSteps.loginThroughPage}.
   */
  async login(page: Page, tenant: string, mailbox: StaffMailbox, path = '/internal'): Promise<void> {
    const redirect = `${path}?tenant=${tenant}`;
    const form = await (await page.request.get(`/sandbox/login?mode=internal&redirect=${encodeURIComponent(redirect)}`)).text();
    // Each account is a radio button followed by its label, which names the mailbox.
    const account = form
      .split('<li>')
      .find((item) => item.includes(`${mailbox}@${tenant}.verlag.example`))
      ?.match(/value="(\d+)"/)?.[1];
    expect(account, `a staff account ${mailbox}@${tenant}.verlag.example on the sandbox login`).toBeDefined();
    const answer = await page.request.post('/sandbox/login', { form: { mode: 'internal', redirect, account: account! }, maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    await page.goto(answer.headers().location!);
    // The admin app renders its first heading only after the login check, the admin data and the role.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
  /**
   * Opens `path` of the admin area for `tenant`, which sends a visitor to the staff login; picks the
   * account and comes back logged in.
   */
  async loginThroughPage(page: Page, tenant: string, mailbox: StaffMailbox, path = '/internal'): Promise<void> {
    await page.goto(`${path}?tenant=${tenant}`);
    await expect(page).toHaveURL(/\/sandbox\/login/);
    await page.getByLabel(`${mailbox}@${tenant}.verlag.example`).check();
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
  /** The home's navigation of the admin areas. */
  areas(page: Page) {
    return page.getByRole('navigation', { name: 'Bereiche der Verwaltung' });
  },
};
